// GNU builtins that programs use directly: overflow checks, expect, bswap, constant_p.
// expect-exit: 0
// expect-stdout:
// | 1 0 101
// | 1 0
// | 1 4294967295
// | 44332211 0807060504030201
// | cdab
// | expected
// | 0 3 1
// | 103
// | 4
// | 1
#include <stdio.h>
#include <stdint.h>

int main(void) {
    int r;
    printf("%d ", __builtin_add_overflow(2147483647, 1, &r));
    printf("%d ", __builtin_add_overflow(100, 1, &r));
    printf("%d\n", r);
    long long m;
    printf("%d %d\n", __builtin_mul_overflow(3037000500LL, 3037000500LL, &m), __builtin_mul_overflow(3, 4, &m));
    unsigned u;
    /* The flag is read in its own statement: argument evaluation order is unspecified. */
    int borrowed = __builtin_sub_overflow(0u, 1u, &u);
    printf("%d %u\n", borrowed, u);
    printf("%08x %016llx\n", __builtin_bswap32(0x11223344u), (unsigned long long)__builtin_bswap64(0x0102030405060708ull));
    printf("%04x\n", __builtin_bswap16(0xabcd));
    int x = 5;
    if (__builtin_expect(x == 5, 1)) printf("expected\n");
    printf("%d %d %d\n", __builtin_ffs(0), __builtin_ffs(12), __builtin_parity(7u));
    printf("%d\n", __builtin_clzll(1ull) + __builtin_ctzll(1ull << 40));
    printf("%zu\n", __builtin_offsetof(struct { char a; int b; }, b));
    printf("%d\n", __builtin_types_compatible_p(int, const int));
    return 0;
}
