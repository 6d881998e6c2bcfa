// math.h functions, printed with a precision all correct libms agree on.
// args: -std=gnu11
// expect-exit: 0
// expect-stdout:
// | 0.681638760023 0.731688868874 0.931596459944
// | 0.848062078981 0.722734247813 0.643501108793
// | -2.214297435588 5.000000000000
// | 2.117000016613 -0.287682072452 -0.124938736608 -0.415037499279
// | 0.365354467222 0.866025403784 -2.725680889248
// | -3.0 -2.0 -3.0 -2.0
// | 2.0 4.0 -4
// | 1.5000 -0.5000
// | 0.75 6 48
// | -3 -0.25
// | 0 1 -1
// | 0.822316731936 1.294683284677 0.635148952387
// | 0.000000000100 0.999999999950
// | 0.7111556337 52.3427777846
// | 0.841471 1.414214
// | 1 1 1
#include <stdio.h>
#include <math.h>

int main(void) {
    volatile double x = 0.75;
    printf("%.12f %.12f %.12f\n", sin(x), cos(x), tan(x));
    printf("%.12f %.12f %.12f\n", asin(x), acos(x), atan(x));
    printf("%.12f %.12f\n", atan2(-1.0, -x), hypot(3.0, 4.0));
    printf("%.12f %.12f %.12f %.12f\n", exp(x), log(x), log10(x), log2(x));
    printf("%.12f %.12f %.12f\n", pow(x, 3.5), sqrt(x), cbrt(-27.0 * x));
    printf("%.1f %.1f %.1f %.1f\n", floor(-2.5), ceil(-2.5), round(-2.5), trunc(-2.5));
    printf("%.1f %.1f %ld\n", rint(2.5), nearbyint(3.5), lround(-3.5));
    printf("%.4f %.4f\n", fmod(7.5, -2.0), remainder(7.5, 2.0));
    int e;
    double m = frexp(48.0, &e);
    printf("%g %d %g\n", m, e, ldexp(0.75, 6));
    double ip;
    double fp = modf(-3.25, &ip);
    printf("%g %g\n", ip, fp);
    printf("%g %g %g\n", fabs(-0.0), fmax(1.0, NAN), fmin(-1.0, 2.0));
    printf("%.12f %.12f %.12f\n", sinh(x), cosh(x), tanh(x));
    printf("%.12f %.12f\n", expm1(1e-10), log1p(1e-10) * 1e10);
    printf("%.10f %.10f\n", erf(x), tgamma(5.5));
    printf("%.6f %.6f\n", sinf(1.0f), powf(2.0f, 0.5f));
    printf("%d %d %d\n", signbit(-0.0) != 0, isfinite(x), fpclassify(0.0) == FP_ZERO);
    return 0;
}
