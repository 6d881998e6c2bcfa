// printf conversions: widths, precisions, flags, and %g/%a/%e corner cases.
// expect-exit: 0
// expect-stdout:
// | [   42][42   ][00042][+42][ 42]
// | [ff][FF][0xff][010][10]
// | [     abc][ab      ][xy]
// | [oxa]
// | [     7][7     ][3.14]
// | [-1][-1][4464][-56][44]
// | [8][-3]
// | [%][ 99.4%]
// | 0|0.000000e+00|0|0x0p+0
// | 1|1.000000e+00|1|0x1p+0
// | 100000|1.000000e+05|1e+05|0x1.86ap+16
// | 1e+06|1.000000e+06|1e+06|0x1.e848p+19
// | 0.0001|1.000000e-04|0.0001|0x1.a36e2eb1c432dp-14
// | 1e-05|1.000000e-05|1e-05|0x1.4f8b588e368f1p-17
// | 123.456|1.234560e+02|123|0x1.edd2f1a9fbe77p+6
// | 0.000123456|1.234560e-04|0.000123|0x1.02e7ef70994ddp-13
// | 1e+100|1.000000e+100|1e+100|0x1.249ad2594c37dp+332
// | 2e+01 16 15.
// | 0x1.fffffffffffffp+1023 0X0.0000000000001P-1022
// | 0x2.00p+0
// | x-12-0.2 8
// | trun 9
#include <stdio.h>
#include <stddef.h>

int main(void) {
    printf("[%5d][%-5d][%05d][%+d][% d]\n", 42, 42, 42, 42, 42);
    printf("[%x][%X][%#x][%#o][%o]\n", 255, 255, 255, 8, 8);
    printf("[%8.3s][%-8s][%.2s]\n", "abcdef", "ab", "xyz");
    printf("[%c%c%c]\n", 'o', 'x', 'a');
    printf("[%*d][%-*d][%.*f]\n", 6, 7, 6, 7, 2, 3.14159);
    printf("[%ld][%lld][%hd][%hhd][%hhu]\n", -1L, -1LL, (short)70000, (signed char)200, (unsigned char)300);
    printf("[%zu][%td]\n", sizeof(double), (ptrdiff_t)-3);
    printf("[%%][%5.1f%%]\n", 99.44);
    double v[] = {0.0, 1.0, 100000.0, 1000000.0, 1e-4, 1e-5, 123.456, 0.000123456, 1e100};
    for (int i = 0; i < 9; i++) printf("%g|%e|%.3g|%a\n", v[i], v[i], v[i], v[i]);
    printf("%.0e %.0f %#.0f\n", 15.0, 15.5, 15.0);
    printf("%a %A\n", 0x1.fffffffffffffp+1023, 0x1p-1074);
    printf("%.2a\n", 1.999);
    char buf[64];
    int n = snprintf(buf, sizeof buf, "%s-%d-%.1f", "x", 12, 0.25);
    printf("%s %d\n", buf, n);
    n = snprintf(buf, 5, "%s", "truncated");
    printf("%s %d\n", buf, n);
    return 0;
}
