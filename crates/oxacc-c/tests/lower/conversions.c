#include <stdio.h>
int main(void) {
    int i = -3; unsigned u = i; long l = i; unsigned long ul = u;
    printf("%u %ld %lu\n", u, l, ul);
    char c = (char)300; signed char sc = -128; unsigned char uc = (unsigned char)-1;
    printf("%d %d %d\n", c, sc, uc);
    short s = (short)70000; unsigned short us = (unsigned short)-2;
    printf("%d %d\n", s, us);
    double d = -2.7; int di = (int)d; unsigned du = (unsigned)3.9e9;
    printf("%d %u %d\n", di, du, (int)(float)16777217);
    float f = 1.0f / 3; double df = f; long double ld = df;
    printf("%.10f %.10f %.10Lf\n", f, df, ld * 3);
    long long big = 9007199254740993LL; double bd = big;
    printf("%.1f %lld\n", bd, (long long)bd);
    unsigned long long um = 18446744073709551615ULL; double umd = um; float umf = um;
    printf("%.1f %.1f %llu\n", umd, umf, (unsigned long long)1e19);
    _Bool b1 = 0.5, b2 = (_Bool)256, b3 = (void *)0 != 0;
    printf("%d %d %d\n", b1, b2, b3);
    int neg = -1;
    printf("%d %d %lu\n", neg >> 1, (unsigned)neg >> 28, (unsigned long)neg);
    long double x = 10.0L / 3.0L;
    printf("%.15Lf %d\n", x, (int)(x * 3));
    printf("%d %d\n", sizeof(long double) == 16, (int)sizeof(1 ? 'a' : 2.0));
    unsigned char a1 = 200, a2 = 100;
    printf("%d %d\n", a1 + a2, (unsigned char)(a1 + a2));
    return (unsigned char)(i * 7);
}
