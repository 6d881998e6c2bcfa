// Bitwise operators and bit tricks on signed and unsigned values.
// expect-exit: 0
// expect-stdout:
// | 0e0d0e0f dfafbfef d1a2b1e0 21524110
// | 2 -5 5 5
// | pop 0 24 32
// | rev f77db57b
// | lowbit 8 2147483648
// | builtin 24 3 31
// | ffffffffffffffff 32
#include <stdio.h>

static int popcount(unsigned x) { int n = 0; while (x) { x &= x - 1; n++; } return n; }
static unsigned reverse(unsigned x) {
    unsigned r = 0;
    for (int i = 0; i < 32; i++) { r = (r << 1) | (x & 1); x >>= 1; }
    return r;
}

int main(void) {
    unsigned a = 0xDEADBEEF, b = 0x0F0F0F0F;
    printf("%08x %08x %08x %08x\n", a & b, a | b, a ^ b, ~a);
    int s = -6;
    printf("%d %d %d %d\n", s & 3, s | 1, s ^ -1, ~s);
    printf("pop %d %d %d\n", popcount(0), popcount(a), popcount(0xFFFFFFFFu));
    printf("rev %08x\n", reverse(a));
    printf("lowbit %u %u\n", 40u & -40u, 0x80000000u & -0x80000000u);
    printf("builtin %d %d %d\n", __builtin_popcount(a), __builtin_ctz(40), __builtin_clz(1u));
    unsigned long long m = 0xF0F0F0F0F0F0F0F0ull;
    printf("%016llx %d\n", m ^ (m >> 4), __builtin_popcountll(m));
    return 0;
}
