// GNU asm goto: unconditional jumps (static-key style `jmp %l[yes]`), jumps on the flags
// (`cmp` + `jne %l0` with a "cc" clobber), several labels, labels by number after the
// operands, operands that are read (`+r`) and written (`=r`, gcc 11+) on every path.
// expect-exit: 0
// expect-stdout:
// | 40 4
// | 0 1 1
// | -5 negative
// | 0 zero
// | 42 small
// | 100 small
// | 101 big
// | 1099511627776 big
// | 0 42
// | 1 -2147483648
// | 100 500
// | -1 3 63
// | 25
#include <stdio.h>

static int static_key(int n) {
    asm goto("jmp %l[yes]" :::: yes);
    return n;
yes:
    return n * 10;
}

static int nop_key(int n) {
    asm goto("" :::: yes);
    return n;
yes:
    return n * 10;
}

static int is_nonzero(int flag) {
    asm goto("cmpl $0, %0\n\tjne %l1" : : "r"(flag) : "cc" : nonzero);
    return 0;
nonzero:
    return 1;
}

static const char *classify(long v) {
    asm goto("cmpq $0, %0\n\t"
             "jl %l[neg]\n\t"
             "je %l[zero]\n\t"
             "cmpq $100, %0\n\t"
             "jg %l3"
             : : "r"(v) : "cc" : neg, zero, big);
    return "small";
neg:
    return "negative";
zero:
    return "zero";
big:
    return "big";
}

/* An output written on the fall-through and on the jump path. */
static int add_or_overflow(int a, int b, int *out) {
    int r;
    asm goto("movl %1, %0\n\taddl %2, %0\n\tjo %l[ovf]"
             : "=&r"(r) : "r"(a), "r"(b) : "cc" : ovf);
    *out = r;
    return 0;
ovf:
    *out = r;
    return 1;
}

/* A `+r` operand: its hidden input is operand 1, the label operand 2. */
static int count_down(int n) {
    int steps = 0;
again:
    steps++;
    asm goto("subl $1, %0\n\tjnz %l2" : "+r"(n) : : "cc" : again);
    return steps * 100 + n;
}

/* A memory output and a loop around the asm. */
static int find_first_set(unsigned long x) {
    long idx = -1;
    asm goto("testq %1, %1\n\tjz %l[none]\n\tbsfq %1, %%rax\n\tmovq %%rax, %0"
             : "=m"(idx) : "r"(x) : "rax", "cc" : none);
    return (int)idx;
none:
    return -1;
}

int main(void) {
    printf("%d %d\n", static_key(4), nop_key(4));
    printf("%d %d %d\n", is_nonzero(0), is_nonzero(7), is_nonzero(-1));
    long vs[] = {-5, 0, 42, 100, 101, 1L << 40};
    for (int i = 0; i < 6; i++)
        printf("%ld %s\n", vs[i], classify(vs[i]));
    int out = 0;
    int o = add_or_overflow(40, 2, &out);
    printf("%d %d\n", o, out);
    o = add_or_overflow(0x7fffffff, 1, &out);
    printf("%d %d\n", o, out);
    printf("%d %d\n", count_down(1), count_down(5));
    printf("%d %d %d\n", find_first_set(0), find_first_set(8), find_first_set(1UL << 63));
    int hits = 0;
    for (int i = 0; i < 10; i++) {
        asm goto("testl $1, %0\n\tjz %l[even]" : : "r"(i) : "cc" : even);
        hits += i;
    even:;
    }
    printf("%d\n", hits);
    return 0;
}
