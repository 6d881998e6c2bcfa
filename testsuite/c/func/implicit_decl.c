// Calls of undeclared functions (gcc 12 warns and builds): library functions get their
// built-in type (memset returns a pointer, strlen a size_t, sqrt takes and returns double),
// others int f() with default argument promotions; a later definition is the one called.
// expect-exit: 0
// expect-stdout:
// | zeroed 1
// | strlen 12 sqrt 1.414 fabs 1.25
// | helper 75 -40
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    double *v = malloc(16 * sizeof *v);
    double *same = memset(v, 0, 16 * sizeof *v);
    double s = 0;
    for (int i = 0; i < 16; i++) s += v[i] + 1.0;
    printf("%s %d\n", s == 16.0 ? "zeroed" : "garbage", same == v);
    unsigned long n = strlen("hello, world");
    printf("strlen %lu sqrt %.3f fabs %.2f\n", n, sqrt(2.0), fabs(-1.25));
    printf("helper %d %d\n", scaled(3, 2.5f), scaled(-1, 4.0f));
    free(v);
    return 0;
}

int scaled(int k, double x) { return (int)(k * x * 10); }
