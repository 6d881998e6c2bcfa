// Extended asm operands: "+r" read-write, "=r" with inputs, symbolic names (%[x]), matching
// constraints ("0"), early clobbers ("=&r"), immediates ("i", "n"), "g", operand modifiers
// (%k %q %w %b %h), %% and $ in templates, bswap, and char/short/long operand sizes.
// expect-exit: 0
// expect-stdout:
// | add 42
// | bswap 44332211
// | bswapq 807060504030201
// | lea 23
// | imul 42
// | shl 80
// | sub 42
// | movl-k 7
// | rolw 3412
// | incb 80 1300
// | squares 385
// | dollar 1
#include <stdio.h>

static int add(int x, int y)
{
    asm("addl %1, %0" : "+r"(x) : "r"(y));
    return x;
}

int main(void)
{
    printf("add %d\n", add(40, 2));
    unsigned b = 0x11223344u;
    asm("bswap %0" : "+r"(b));
    printf("bswap %x\n", b);
    unsigned long long q = 0x0102030405060708ull;
    asm("bswap %0" : "+r"(q));
    printf("bswapq %llx\n", q);
    int r;
    asm("leal (%[a],%[b],2), %[out]" : [out] "=r"(r) : [a] "r"(3), [b] "r"(10));
    printf("lea %d\n", r);
    long m;
    asm("movq %1, %0\n\timulq $3, %0" : "=r"(m) : "g"(14L));
    printf("imul %ld\n", m);
    int s;
    asm("movl %1, %0\n\tshll %2, %0" : "=&r"(s) : "r"(5), "i"(4));
    printf("shl %d\n", s);
    int t = 100;
    asm("subl %2, %0" : "=r"(t) : "0"(t), "n"(58));
    printf("sub %d\n", t);
    long wide = -1;
    int narrow = 7;
    asm("movl %k1, %k0" : "=r"(wide) : "r"((long)narrow));
    printf("movl-k %ld\n", wide);
    unsigned short w = 0x1234;
    asm("rolw $8, %w0" : "+r"(w));
    printf("rolw %x\n", w);
    unsigned char c = 0x7f;
    asm("incb %b0" : "+q"(c));
    unsigned int hx = 0x1200;
    asm("incb %h0" : "+Q"(hx));
    printf("incb %x %x\n", c, hx);
    long long sum = 0;
    for (long long i = 1; i <= 10; i++)
        asm("addq %q1, %q0" : "+r"(sum) : "r"(i * i));
    printf("squares %lld\n", sum);
    int flags;
    asm("xorl %%eax, %%eax\n\tmovl $1, %%eax\n\tmovl %%eax, %0" : "=r"(flags) : : "eax", "cc");
    printf("dollar %d\n", flags);
    return 0;
}
