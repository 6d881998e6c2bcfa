// File-scope asm defining functions (`.globl`, labels, `ret`) called from C, local register
// variables (`register long x asm("rbx")`) as asm operands, fixed-register constraints
// "D"/"S"/"c" with `rep movsb`, and `%=` unique labels in a loop body.
// expect-exit: 0
// expect-stdout:
// | answer 42 add3 321
// | rbx 77
// | r12 15
// | copied by rep movsb
// | bits 0 8 2
#include <stdio.h>
#include <string.h>

asm(".text\n"
    ".globl asm_answer\n"
    ".type asm_answer, @function\n"
    "asm_answer:\n"
    "\tmovl $42, %eax\n"
    "\tret\n"
    ".size asm_answer, .-asm_answer\n");

__asm__(".globl asm_add3\n"
        ".type asm_add3, @function\n"
        "asm_add3:\n"
        "\tleal (%rdi,%rsi), %eax\n"
        "\taddl %edx, %eax\n"
        "\tret\n");

int asm_answer(void);
int asm_add3(int, int, int);

static void copy(void *dst, const void *src, unsigned long n)
{
    asm volatile("rep movsb" : "+D"(dst), "+S"(src), "+c"(n) : : "memory");
}

static int count_bits(unsigned x)
{
    int n = 0;
    asm("1%=:\n\t"
        "testl %1, %1\n\t"
        "jz 2%=f\n\t"
        "leal -1(%1), %%ecx\n\t"
        "andl %%ecx, %1\n\t"
        "incl %0\n\t"
        "jmp 1%=b\n"
        "2%=:"
        : "+r"(n), "+r"(x)
        :
        : "ecx", "cc");
    return n;
}

int main(void)
{
    printf("answer %d add3 %d\n", asm_answer(), asm_add3(1, 20, 300));
    register long rb asm("rbx") = 77;
    long got;
    asm("movq %%rbx, %0" : "=r"(got) : "r"(rb));
    printf("rbx %ld\n", got);
    register int r12 asm("r12") = 5;
    asm("addl $10, %0" : "+r"(r12));
    printf("r12 %d\n", r12);
    char src[32] = "copied by rep movsb", dst[32];
    memset(dst, 0, sizeof dst);
    copy(dst, src, strlen(src) + 1);
    printf("%s\n", dst);
    printf("bits %d %d %d\n", count_bits(0), count_bits(0xff), count_bits(0x80000001u));
    return 0;
}
