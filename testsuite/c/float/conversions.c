// Conversions between integer and floating types: truncation, rounding, large values.
// expect-exit: 0
// expect-stdout:
// | 2.70 -> 2
// | -2.70 -> -2
// | 0.50 -> 0
// | -0.50 -> 0
// | 1000000000.00 -> 1000000000
// | -2147483648.00 -> -2147483648
// | 4294967295.00 -> 4294967295
// | 3 -3
// | 4294967295
// | 18000000000000000000
// | -9200000000000000000
// | 18446744073709551616.0
// | 9007199254740992.0 9007199254740992.0
// | 9223372036854775808.0
// | 4000000000.0 4000000000.0
// | 16777216.0
// | 0.33333333333333331 0.333333343
// | -1234 200
// | 1
// | 0 0
#include <stdio.h>
#include <stdint.h>

int main(void) {
    double ds[] = {2.7, -2.7, 0.5, -0.5, 1e9, -2147483648.0, 4294967295.0};
    for (int i = 0; i < 7; i++) printf("%.2f -> %lld\n", ds[i], (long long)ds[i]);
    printf("%d %d\n", (int)3.99, (int)-3.99);
    printf("%u\n", (unsigned)4294967295.0);
    printf("%llu\n", (unsigned long long)1.8e19);
    printf("%lld\n", (long long)-9.2e18);
    uint64_t big = 18446744073709551615ull;
    printf("%.1f\n", (double)big);
    int64_t odd = 9007199254740993LL;
    printf("%.1f %.1f\n", (double)odd, (float)odd);
    printf("%.1f\n", (double)(uint64_t)0x8000000000000001ull);
    unsigned u = 4000000000u;
    printf("%.1f %.1f\n", (double)u, (float)u);
    float f = 16777217;
    printf("%.1f\n", f);
    double d = 1.0 / 3;
    float fd = (float)d;
    printf("%.17g %.9g\n", d, fd);
    short s = (short)-1234.9;
    unsigned char uc = (unsigned char)200.9;
    printf("%d %d\n", s, uc);
    _Bool b = 0.0001;
    printf("%d\n", b);
    printf("%d %d\n", 1e10 > (float)1e10, 0.1f == 0.1);
    return 0;
}
