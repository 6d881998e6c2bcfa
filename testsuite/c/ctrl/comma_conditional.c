// Comma operator and the conditional operator: sequencing, nested ?:, lvalue-ish uses.
// expect-exit: 0
// expect-stdout:
// | 3 8 4
// | -1 -1 0 1 1 
// | 10 0
// | 10 10 9
// | yes
// | 1
// | 4294967295
// | 5 5
// | 12
// | 3
#include <stdio.h>

static int sign(int x) { return x > 0 ? 1 : x < 0 ? -1 : 0; }

int main(void) {
    int a = (1, 2, 3);
    int b, c;
    b = (c = 4, c * 2);
    printf("%d %d %d\n", a, b, c);
    for (int i = -2; i <= 2; i++) printf("%d ", sign(i));
    printf("\n");
    int x = 10, y = 20;
    int *m = x > y ? &x : &y;
    *m = 0;
    printf("%d %d\n", x, y);
    int big = (x < y) ? (x = 7, y) : (y = 9, x);
    printf("%d %d %d\n", big, x, y);
    const char *s = a ? "yes" : "no";
    printf("%s\n", s);
    double d = a > 2 ? 1 : 2.5;
    printf("%g\n", d);
    unsigned u = 1;
    long r = 0 ? u : -1;
    printf("%ld\n", r);
    int i, j;
    for (i = 0, j = 10; i < j; i++, j--);
    printf("%d %d\n", i, j);
    printf("%d\n", (x++, x++, x));
    int v = 3;
    int cnt = v ?: 99;
    printf("%d\n", cnt);
    return 0;
}
