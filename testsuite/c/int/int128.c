// __int128 arithmetic (GNU): multiplication, division, shifts, conversion, printing by digits.
// expect-exit: 0
// expect-stdout:
// | 340282366920938463426481119284349108225
// | 265252859812191058636308480000000
// | 1 -1024
// | 422550200076076467165567735125
// | 9223372036854775808
// | 0123456789abcdef fedcba9876543210
// | 606256
// | 2.652529e+32 16
#include <stdio.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

static void print_u128(u128 v) {
    char buf[40];
    int i = 39;
    buf[i] = 0;
    do { buf[--i] = (char)('0' + (int)(v % 10)); v /= 10; } while (v);
    printf("%s\n", buf + i);
}

int main(void) {
    u128 a = (u128)0xFFFFFFFFFFFFFFFFull * 0xFFFFFFFFFFFFFFFFull;
    print_u128(a);
    u128 f = 1;
    for (int i = 1; i <= 30; i++) f *= i;
    print_u128(f);
    i128 n = -((i128)1 << 100);
    printf("%d %lld\n", n < 0, (long long)(n >> 90));
    print_u128((u128)(-n) / 3);
    print_u128(((u128)1 << 127) >> 64);
    u128 m = ((u128)0x0123456789ABCDEFull << 64) | 0xFEDCBA9876543210ull;
    printf("%016llx %016llx\n", (unsigned long long)(m >> 64), (unsigned long long)m);
    printf("%d\n", (int)(m % 1000007));
    double d = (double)f;
    printf("%.6e %zu\n", d, sizeof(i128));
    return 0;
}
