// Calls with many parameters: more than fit in registers, mixed integer and floating classes.
// expect-exit: 0
// expect-stdout:
// | 385
// | 506
// | 108.5
// | 5882 9 1700051 50010
#include <stdio.h>

static long many_ints(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j) {
    return a + 2L * b + 3L * c + 4L * d + 5L * e + 6L * f + 7L * g + 8L * h + 9L * i + 10L * j;
}
static double many_fp(double a, float b, double c, float d, double e, float f, double g, float h,
                      double i, float j, double k) {
    return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10 + k * 11;
}
static double interleaved(int a, double b, char c, float d, long e, double f, short g, double h,
                          unsigned char i, double j, long long k, double l, int m, double n) {
    return a + b + c + d + e + f + g + h + i + j + k + l + m + n;
}
static void out_params(int *q, int *r, long long *big, double *avg, int x, int y) {
    *q = x / y; *r = x % y; *big = (long long)x * y; *avg = (x + y) / 2.0;
}

int main(void) {
    printf("%ld\n", many_ints(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    printf("%g\n", many_fp(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11));
    printf("%g\n", interleaved(1, 2.5, 3, 4.5f, 5, 6.5, 7, 8.5, 9, 10.5, 11, 12.5, 13, 14.5));
    int q, r; long long big; double avg;
    out_params(&q, &r, &big, &avg, 100003, 17);
    printf("%d %d %lld %g\n", q, r, big, avg);
    return 0;
}
