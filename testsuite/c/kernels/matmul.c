// Dense matrix multiply in three loop orders and a blocked version; all must agree exactly.
// expect-exit: 0
// expect-stdout:
// | trace -86.500 total 476.000 same 1
// | c[0][0]=-19.5 c[17][31]=-20.5 c[47][47]=-30
#include <stdio.h>

#define N 48
static double a[N][N], b[N][N], c1[N][N], c2[N][N], c3[N][N];

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = (double)((i * 7 + j * 3) % 11) - 5;
            b[i][j] = (double)((i * 5 + j * 13) % 7) * 0.5;
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
            c1[i][j] = s;
        }
    for (int i = 0; i < N; i++)
        for (int k = 0; k < N; k++)
            for (int j = 0; j < N; j++) c2[i][j] += a[i][k] * b[k][j];
    const int BS = 16;
    for (int ii = 0; ii < N; ii += BS)
        for (int kk = 0; kk < N; kk += BS)
            for (int jj = 0; jj < N; jj += BS)
                for (int i = ii; i < ii + BS; i++)
                    for (int k = kk; k < kk + BS; k++)
                        for (int j = jj; j < jj + BS; j++) c3[i][j] += a[i][k] * b[k][j];
    double trace = 0, total = 0;
    int same = 1;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            total += c1[i][j];
            same &= c1[i][j] == c2[i][j] && c2[i][j] == c3[i][j];
        }
    for (int i = 0; i < N; i++) trace += c1[i][i];
    printf("trace %.3f total %.3f same %d\n", trace, total, same);
    printf("c[0][0]=%g c[17][31]=%g c[47][47]=%g\n", c1[0][0], c1[17][31], c1[47][47]);
    return 0;
}
