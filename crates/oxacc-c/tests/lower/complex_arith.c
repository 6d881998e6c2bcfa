#include <stdio.h>
#include <complex.h>
static double complex twice(double complex z) { return z * 2; }
int main(void) {
    double complex a = 1.0 + 2.0 * I, b = 3.0 - 1.0 * I;
    double complex s = a + b, d = a - b, m = a * b, q = a / b;
    printf("%.3f %.3f | %.3f %.3f | %.3f %.3f | %.6f %.6f\n", creal(s), cimag(s), creal(d), cimag(d), creal(m), cimag(m), creal(q), cimag(q));
    float complex f = 1.5f + 0.5f * I;
    f *= f;
    f /= 2;
    printf("%.4f %.4f\n", crealf(f), cimagf(f));
    double complex t = twice(a);
    printf("%.1f %.1f %d %d\n", __real__ t, __imag__ t, a == a, a != b);
    double complex c = conj(a);
    c = -c;
    printf("%.1f %.1f %.1f\n", creal(c), cimag(c), cabs(3.0 + 4.0 * I));
    double r = a;
    _Bool nz = b;
    printf("%.1f %d\n", r, nz);
    return 0;
}
