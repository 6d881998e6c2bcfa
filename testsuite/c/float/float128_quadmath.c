// _Float128 printed and parsed with libquadmath (quadmath_snprintf, strtoflt128) and its math
// functions (sqrtq, expq, sinq), with exact literals and 33 significant digits.
// args: -Wl,--no-as-needed -lquadmath
// expect-exit: 0
// expect-stdout:
// | 0.333333333333333333333333333333333
// | 0.1
// | 1.21
// | 1.414213562373095048801688724210e+00
// | 2.718281828459045235360287471353e+00
// | 5.000000000000000000000000000000e-01
// | 0x1.999999999999999999999999999ap-4
// | 1
// | 1.18973149535723176508575932662800702e+4932
// | 1.92592994438723585305597794258492732e-34
#include <stdio.h>
#include <quadmath.h>

static void pq(const char *fmt, __float128 v)
{
    char buf[128];
    quadmath_snprintf(buf, sizeof buf, fmt, v);
    printf("%s\n", buf);
}

int main(void)
{
    __float128 third = 1.0Q / 3;
    pq("%.33Qg", third);
    pq("%.33Qg", 0.1Q);
    pq("%.33Qg", 1.1f128 * 1.1f128);
    pq("%.30Qe", sqrtq(2.0Q));
    pq("%.30Qe", expq(1.0Q));
    pq("%.30Qe", sinq(M_PIq / 6));
    pq("%Qa", 1.0Q / 10);
    __float128 parsed = strtoflt128("3.14159265358979323846264338327950288", NULL);
    printf("%d\n", parsed == M_PIq);
    pq("%.36Qg", FLT128_MAX);
    pq("%.36Qg", FLT128_EPSILON);
    return 0;
}
