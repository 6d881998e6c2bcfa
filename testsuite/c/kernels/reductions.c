// Reduction patterns: sum, min/max with index, argmax ties, histogram, prefix sums, integer dot.
// expect-exit: 0
// expect-stdout:
// | sum 10226 min -1000@105 max 1000@812
// | 120 126 134 126 103 123 127 141 
// | range[100,200) 9000
// | dot 7652898
// | kahan 10.226000000000
// | 494 505 1
#include <stdio.h>
#include <limits.h>

#define N 1000

int main(void) {
    static int v[N];
    unsigned s = 2024;
    for (int i = 0; i < N; i++) { s = s * 1103515245u + 12345u; v[i] = (int)((s >> 8) % 2001) - 1000; }
    long sum = 0; int mn = INT_MAX, mx = INT_MIN, imn = -1, imx = -1;
    for (int i = 0; i < N; i++) {
        sum += v[i];
        if (v[i] < mn) { mn = v[i]; imn = i; }
        if (v[i] >= mx) { mx = v[i]; imx = i; }
    }
    printf("sum %ld min %d@%d max %d@%d\n", sum, mn, imn, mx, imx);
    int hist[8] = {0};
    for (int i = 0; i < N; i++) hist[(v[i] + 1000) * 8 / 2001]++;
    for (int i = 0; i < 8; i++) printf("%d ", hist[i]);
    printf("\n");
    static long prefix[N + 1];
    for (int i = 0; i < N; i++) prefix[i + 1] = prefix[i] + v[i];
    printf("range[100,200) %ld\n", prefix[200] - prefix[100]);
    long long dot = 0;
    for (int i = 0; i < N; i++) dot += (long long)v[i] * v[N - 1 - i];
    printf("dot %lld\n", dot);
    double fsum = 0, comp = 0;
    for (int i = 0; i < N; i++) {
        double y = v[i] * 0.001 - comp;
        double t = fsum + y;
        comp = (t - fsum) - y;
        fsum = t;
    }
    printf("kahan %.12f\n", fsum);
    int pos = 0, neg = 0, zero = 0;
    for (int i = 0; i < N; i++) v[i] > 0 ? pos++ : v[i] < 0 ? neg++ : zero++;
    printf("%d %d %d\n", pos, neg, zero);
    return 0;
}
