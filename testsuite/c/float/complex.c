// _Complex arithmetic with complex.h: double, float, long double.
// expect-exit: 0
// expect-stdout:
// | 4+1i -2+3i
// | 5+5i 0.100000+0.700000i
// | |a| = 2.2360679775 arg = 1.1071487178
// | 1-2i
// | -1.000000 0.000000
// | 0+2i
// | 16+0i
// | 2-1.5i 8
// | -5+12i 32
// | -2+2i
// | 1
#include <stdio.h>
#include <complex.h>

static double complex cpow_int(double complex z, int n) {
    double complex r = 1;
    while (n-- > 0) r *= z;
    return r;
}

int main(void) {
    double complex a = 1.0 + 2.0 * I, b = 3.0 - 1.0 * I;
    double complex s = a + b, d = a - b, p = a * b, q = a / b;
    printf("%g%+gi %g%+gi\n", creal(s), cimag(s), creal(d), cimag(d));
    printf("%g%+gi %.6f%+.6fi\n", creal(p), cimag(p), creal(q), cimag(q));
    printf("|a| = %.10f arg = %.10f\n", cabs(a), carg(a));
    double complex c = conj(a);
    printf("%g%+gi\n", creal(c), cimag(c));
    double complex e = cexp(I * 3.141592653589793);
    printf("%.6f %.6f\n", creal(e), cimag(e) < 1e-12 ? 0.0 : cimag(e));
    double complex r = csqrt(-4.0);
    printf("%g%+gi\n", creal(r), cimag(r));
    double complex w = cpow_int(1.0 + 1.0 * I, 8);
    printf("%g%+gi\n", creal(w), cimag(w));
    float complex f = 1.5f - 0.5f * I;
    f = f * f;
    printf("%g%+gi %zu\n", crealf(f), cimagf(f), sizeof f);
    long double complex l = 2.0L + 3.0L * I;
    l *= l;
    printf("%Lg%+Lgi %zu\n", creall(l), cimagl(l), sizeof l);
    double complex arr[3] = {1, I, -1};
    double complex acc = 0;
    for (int i = 0; i < 3; i++) acc += arr[i] * (i + 1);
    printf("%g%+gi\n", creal(acc), cimag(acc));
    printf("%d\n", a == 1.0 + 2.0 * I);
    return 0;
}
