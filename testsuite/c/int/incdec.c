// Pre/post increment and decrement on integers, pointers, and lvalues of every kind.
// expect-exit: 0
// expect-stdout:
// | 5 7 7 5 5
// | 10 30 31 31 32
// | 5 2
// | 2.5
// | 0 127
// | c d
// | d
// | 1
#include <stdio.h>

struct S { int n; short s; };

int main(void) {
    int i = 5;
    int a = i++, b = ++i, c = i--, d = --i;
    printf("%d %d %d %d %d\n", a, b, c, d, i);
    int arr[5] = {10, 20, 30, 40, 50};
    int *p = arr;
    printf("%d ", *p++);
    printf("%d ", *++p);
    printf("%d ", ++*p);
    printf("%d ", (*p)++);
    printf("%d\n", *p);
    struct S s = {1, 2}, *ps = &s;
    ps->n++; ++ps->s; s.n += s.s--;
    printf("%d %d\n", s.n, s.s);
    double x = 1.5; x++; --x; x++;
    printf("%g\n", x);
    unsigned char uc = 255; uc++;
    signed char sc = -128; sc--;
    printf("%d %d\n", uc, sc);
    char *q = "abcdef" + 3;
    q--;
    printf("%c ", *q);
    printf("%c\n", *(q++ + 1));
    printf("%c\n", *q);
    _Bool bo = 0; bo++; bo++;
    printf("%d\n", bo);
    return 0;
}
