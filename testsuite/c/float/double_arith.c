// double arithmetic, rounding of printf conversions, and special values.
// expect-exit: 0
// expect-stdout:
// | 0.30000000000000004 0
// | 0.333333 0.666667 1e+301
// | 1.234568e+05 1.234568E-04
// | 3.141590 0 2 2
// |      3.142|-3.142    |+6.02e+23
// | 0x1p+0 0x1.999999999999ap-4 -0x1.4p+1
// | 1.79769e+308 2.22507e-308 2.22045e-16
// | 4.94066e-324
// | inf -inf 0
// | 1 -1
// | -0 -1
// | H1000 7.485470860550343
// | 1.23e+06 1234567 1e-05 1.23457e+08
// | 1.00000 0x0ff
#include <stdio.h>
#include <math.h>
#include <float.h>

int main(void) {
    double a = 0.1, b = 0.2;
    printf("%.17g %d\n", a + b, a + b == 0.3);
    printf("%g %g %g\n", 1.0 / 3, 2.0 / 3, 1e300 * 10);
    printf("%e %E\n", 123456.789, 0.000123456789);
    printf("%f %.0f %.0f %.0f\n", 3.14159, 0.5, 1.5, 2.5);
    printf("%10.3f|%-10.3f|%+.2e\n", M_PI, -M_PI, 6.02214076e23);
    printf("%a %a %a\n", 1.0, 0.1, -2.5);
    printf("%g %g %g\n", DBL_MAX, DBL_MIN, DBL_EPSILON);
    printf("%g\n", DBL_TRUE_MIN);
    volatile double z = 0.0;
    printf("%g %g %g\n", 1 / z, -1 / z, z / z != z / z ? 0.0 : 1.0);
    printf("%d %d\n", isnan(z / z), isinf(-1 / z));
    printf("%g %g\n", -0.0, copysign(1.0, -0.0));
    double s = 0;
    for (int i = 1; i <= 1000; i++) s += 1.0 / i;
    printf("H1000 %.15f\n", s);
    printf("%.3g %.10g %g %g\n", 1234567.0, 1234567.0, 1e-5, 123456789.0);
    printf("%#g %#.3x\n", 1.0, 255);
    return 0;
}
