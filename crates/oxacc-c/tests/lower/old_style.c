#include <stdio.h>
int twice();
int add3(a, b, c) int a, b; int c; { return a + b + c; }
int twice(x) int x; { return 2 * x; }
double half(d) double d; { return d / 2; }
static int counter(void) { static int n; return ++n; }
int main() {
    printf("%d %d %.2f\n", add3(1, 2, 3), twice(21), half(5.0));
    int (*fp)() = twice;
    printf("%d\n", fp(4));
    counter(); counter();
    printf("%d\n", counter());
    return 0;
}
