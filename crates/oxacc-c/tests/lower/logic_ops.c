#include <stdio.h>
static int calls;
static int t(int v) { calls++; return v; }
int main(void) {
    int a = t(0) && t(1);
    int b = t(1) || t(0);
    int c = t(1) && t(2) && t(3);
    int d = t(0) || t(0) || t(5);
    int e = !t(7);
    double x = 0.0;
    int *p = 0;
    printf("%d %d %d %d %d calls=%d %d %d %d\n", a, b, c, d, e, calls, !x, !p, x || p);
    int k = 5;
    int r = k > 3 ? k * 2 : k - 1;
    int s = k ?: 9;
    int z = 0;
    int w = z ?: 9;
    printf("%d %d %d %d\n", r, s, w, (k < 3) + (k >= 5) * 2 + (k != 5) * 4);
    unsigned u = 1; int neg = -1;
    printf("%d %d\n", neg < (int)u, (unsigned)neg > u);
    return 3;
}
