#include <stdio.h>
static long sum2d(int n, int m, int a[n][m]) {
    long s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) s += a[i][j] * (i + 1);
    return s;
}
int main(void) {
    int total = 0;
    for (int n = 1; n <= 5; n++) {
        int v[n];
        for (int i = 0; i < n; i++) v[i] = i * n;
        for (int i = 0; i < n; i++) total += v[i];
        printf("%zu ", sizeof v);
    }
    int n = 3, m = 4;
    double grid[n][m];
    for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) grid[i][j] = i + j / 10.0;
    printf("\n%d %.1f %zu %zu\n", total, grid[2][3], sizeof grid, sizeof grid[0]);
    int a[n][m];
    for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) a[i][j] = i * m + j;
    printf("%ld\n", sum2d(n, m, a));
    typedef char buf_t[n * 2];
    buf_t b;
    printf("%zu\n", sizeof(buf_t) + sizeof b);
    return 0;
}
