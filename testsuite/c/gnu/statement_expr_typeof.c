// GNU statement expressions and typeof/__typeof__, including macros with single evaluation.
// expect-exit: 0
// expect-stdout:
// | 1 1
// | 2.5
// | 9 3
// | 20
// | 7 16 3
// | 4
// | stmt
// | 9
#include <stdio.h>

#define MAX(a, b) ({ typeof(a) _a = (a); typeof(b) _b = (b); _a > _b ? _a : _b; })
#define SWAP(x, y) do { __typeof__(x) _t = (x); (x) = (y); (y) = _t; } while (0)

static int calls;
static int next(void) { return ++calls; }

int main(void) {
    int m = MAX(next(), 0);
    printf("%d %d\n", m, calls);
    double dm = MAX(2.5, 1);
    printf("%g\n", dm);
    int x = 3, y = 9;
    SWAP(x, y);
    printf("%d %d\n", x, y);
    int v = ({ int t = 0; for (int i = 0; i < 5; i++) t += i; t * 2; });
    printf("%d\n", v);
    typeof(x) z = 7;
    typeof(int[4]) arr = {1, 2, 3, 4};
    typeof(&arr[0]) p = arr + 2;
    printf("%d %zu %d\n", z, sizeof arr, *p);
    typeof(1.0f + 1) fd = 0.5;
    printf("%zu\n", sizeof fd);
    const char *s = ({ const char *r = "stmt"; r; });
    printf("%s\n", s);
    int w = ({ 5; }) + ({ int a = 2; a * a; });
    printf("%d\n", w);
    return 0;
}
