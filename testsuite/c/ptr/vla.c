// Variable-length arrays: sizeof evaluated at run time, VLA parameters, pointers to VLAs.
// expect-exit: 0
// expect-stdout:
// | n=1 sizeof=8 sum=1
// | n=2 sizeof=16 sum=12
// | n=3 sizeof=24 sum=45
// | n=4 sizeof=32 sum=112
// | sum2d 45 sizeof row 20
// | vla_size 72 288
// | 5 2
// | 80
// | last 105 -25
#include <stdio.h>

static long sum2d(int rows, int cols, int m[rows][cols]) {
    long s = 0;
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) s += m[i][j];
    return s;
}

static size_t vla_size(int n) {
    double v[n][n + 1];
    return sizeof v + sizeof v[0];
}

int main(void) {
    for (int n = 1; n <= 4; n++) {
        int v[n * 2];
        for (int i = 0; i < n * 2; i++) v[i] = i * n;
        int s = 0;
        for (int i = 0; i < n * 2; i++) s += v[i];
        printf("n=%d sizeof=%zu sum=%d\n", n, sizeof v, s);
    }
    int r = 3, c = 5;
    int m[r][c];
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) m[i][j] = i + j;
    printf("sum2d %ld sizeof row %zu\n", sum2d(r, c, m), sizeof m[0]);
    printf("vla_size %zu %zu\n", vla_size(2), vla_size(5));
    int (*p)[c] = m;
    p++;
    printf("%d %d\n", p[0][4], p[1][0]);
    int k = 4;
    size_t sz = sizeof(int[k][k + 1]);
    printf("%zu\n", sz);
    for (int round = 0; round < 1000; round++) {
        char buf[100 + round % 7];
        buf[sizeof buf - 1] = (char)round;
        if (round == 999) printf("last %zu %d\n", sizeof buf, buf[sizeof buf - 1]);
    }
    return 0;
}
