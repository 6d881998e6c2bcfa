// VLAs whose variable extent is not the first: int a[2][n], int jg[4][mm][2] with a const int
// (not a constant expression in C), their sizeof and sub-arrays, pointer arithmetic over rows,
// VLA typedefs, VLA parameters (a[][n], a[n][n], a[2][n]), pointers to VLAs from malloc.
// expect-exit: 0
// expect-stdout:
// | a[1][3]=13 sizeof a=32 a[1]=16 jg[3][9][0]=309 sizeof jg=320 jg[2]=80 jg[2][5]=8 s=-6180
// | row 12 13 diff 1
// | plane 307 -309 diff 3 bytes 240
// | flat 79
// | typedef 48 16 16 6
// | typedef after 48 48
// | trace 9.00 sum 40.00 rows2 52016
// | malloc 23.0 12.0 32
// | q 413 302 32 16
// | inner 602005
// | sizeof type 32 48
// | evaluated 16 4 16 8 ii=2 pp-a=1
#include <stdio.h>
#include <stdlib.h>

static double trace(int n, double a[][n]) {
    double t = 0;
    for (int i = 0; i < n; i++) t += a[i][i];
    return t;
}

static double sum_sq(int n, double a[n][n]) {
    double s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) s += a[i][j];
    return s + (double)sizeof a[0] / sizeof(double);
}

static long rows2(int n, int a[2][n]) {
    long s = 0;
    for (int (*r)[n] = a; r < a + 2; r++)
        for (int j = 0; j < n; j++) s += (*r)[j];
    return s * 1000 + (long)(sizeof *a);
}

static size_t inner_sizes(int n) {
    char c[3][n][5];
    return sizeof c * 10000 + sizeof c[1] * 100 + sizeof c[1][0];
}

int main(int argc, char **argv) {
    (void)argv;
    int n = 3 + argc; /* 4 */
    const int mm = 10;
    int a[2][n], jg[4][mm][2];
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < n; j++) a[i][j] = 10 * i + j;
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < mm; i++) {
            jg[k][i][0] = 100 * k + i;
            jg[k][i][1] = -jg[k][i][0];
        }
    long s = 0;
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < mm; i++) s += jg[k][i][0] + 2 * jg[k][i][1];
    printf("a[1][3]=%d sizeof a=%zu a[1]=%zu jg[3][9][0]=%d sizeof jg=%zu jg[2]=%zu jg[2][5]=%zu s=%ld\n",
           a[1][3], sizeof a, sizeof a[1], jg[3][9][0], sizeof jg, sizeof jg[2], sizeof jg[2][5], s);

    /* pointer arithmetic over rows */
    int (*row)[n] = a;
    row++;
    printf("row %d %d diff %td\n", (*row)[2], row[0][3], row - a);
    int (*plane)[mm][2] = jg;
    plane += 3;
    printf("plane %d %d diff %td bytes %td\n", plane[0][7][0], (*plane)[9][1], plane - jg,
           (char *)plane - (char *)jg);
    int *last = &jg[3][9][1];
    printf("flat %td\n", last - &jg[0][0][0]);

    /* typedefs */
    typedef int Row[n];
    typedef Row Mat[3];
    Mat m;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < n; j++) m[i][j] = i * j;
    printf("typedef %zu %zu %zu %d\n", sizeof(Mat), sizeof(Row), sizeof m[2], m[2][3]);
    n = 100; /* the typedef's size was fixed when it was declared */
    printf("typedef after %zu %zu\n", sizeof(Mat), sizeof m);
    n = 4;

    /* parameters */
    double sq[n][n];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) sq[i][j] = i + 0.5 * j;
    printf("trace %.2f sum %.2f rows2 %ld\n", trace(n, sq), sum_sq(n, sq), rows2(n, a));

    /* malloc'd pointers to VLAs */
    double (*p)[n] = malloc(3 * sizeof *p);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < n; j++) p[i][j] = i * 10 + j;
    printf("malloc %.1f %.1f %zu\n", p[2][3], *(*(p + 1) + 2), sizeof p[1]);
    free(p);
    int (*q)[2][n] = malloc(5 * sizeof *q);
    for (int k = 0; k < 5; k++)
        for (int i = 0; i < 2; i++)
            for (int j = 0; j < n; j++) q[k][i][j] = k * 100 + i * 10 + j;
    printf("q %d %d %zu %zu\n", q[4][1][3], (*(q + 3))[0][2], sizeof *q, sizeof q[0][1]);
    free(q);

    printf("inner %zu\n", inner_sizes(n));
    /* sizeof a VLA type names evaluates nothing but the size */
    int k = 2;
    printf("sizeof type %zu %zu\n", sizeof(int[k][n]), sizeof(int[3][k][2]));
    /* the operand of sizeof is evaluated when its type is a VLA (C17 6.5.3.4p2) */
    int ii = 0;
    size_t z1 = sizeof a[ii++];
    size_t z2 = sizeof(int[ii++]);
    int (*pp)[n] = a;
    size_t z3 = sizeof *pp++;
    size_t z4 = sizeof jg[ii++][0];
    printf("evaluated %zu %zu %zu %zu ii=%d pp-a=%td\n", z1, z2, z3, z4, ii, pp - a);
    return 0;
}
