// long double: x87 80-bit extended precision on x86-64.
// expect-exit: 0
// expect-stdout:
// | 16 64 16384
// | 0.33333333333333333334
// | 1.18973e+4932 1.084202e-19
// | 18446744073709551615.0 18446744073709551615
// | 0.50
// | 0.00
// | 1.414213562373095049
// | 0x8p-3
// | 25! = 15511210043330985984000000
// | 0 1
// | -7
#include <stdio.h>
#include <float.h>
#include <math.h>

static long double ld_sum(const long double *v, int n) {
    long double s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

int main(void) {
    printf("%zu %d %d\n", sizeof(long double), LDBL_MANT_DIG, LDBL_MAX_EXP);
    long double a = 1.0L / 3;
    printf("%.20Lf\n", a);
    printf("%Lg %Le\n", LDBL_MAX, LDBL_EPSILON);
    long double big = 18446744073709551615.0L;
    printf("%.1Lf %llu\n", big, (unsigned long long)big);
    long double v[4] = {1e20L, 1.0L, -1e20L, 0.5L};
    printf("%.2Lf\n", ld_sum(v, 4));
    double d = 1e20 + 1.0 - 1e20;
    printf("%.2f\n", d);
    long double x = 2;
    printf("%.18Lf\n", sqrtl(x));
    printf("%La\n", 1.0L);
    long double f = 1;
    for (int i = 1; i <= 25; i++) f *= i;
    printf("25! = %.0Lf\n", f);
    printf("%d %d\n", (long double)0.1 == 0.1L, (double)0.1L == 0.1);
    long long ll = (long long)(-7.9L);
    printf("%lld\n", ll);
    return 0;
}
