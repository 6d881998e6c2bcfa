// Function pointers: tables of operations, pointers as parameters and return values, typedefs.
// expect-exit: 0
// expect-stdout:
// | add(7,3)=10
// | sub(7,3)=4
// | mul(7,3)=21
// | max(7,3)=7
// | +:17 -:7 *:60 ?:12 
// | 31 6480 9
// | 37
// | 3 7
// | 1
#include <stdio.h>

typedef int (*binop)(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int max(int a, int b) { return a > b ? a : b; }

static binop pick(char c) {
    switch (c) { case '+': return add; case '-': return sub; case '*': return mul; default: return max; }
}

static int fold(const int *v, int n, int init, int (*f)(int, int)) {
    for (int i = 0; i < n; i++) init = f(init, v[i]);
    return init;
}

static void apply_all(void (*fs[])(int *), int n, int *x) { for (int i = 0; i < n; i++) fs[i](x); }
static void dbl(int *x) { *x *= 2; }
static void inc(int *x) { (*x)++; }
static void sq(int *x) { *x *= *x; }

struct op { const char *name; binop fn; };

int main(void) {
    static const struct op table[] = {{"add", add}, {"sub", sub}, {"mul", mul}, {"max", max}};
    for (unsigned i = 0; i < sizeof table / sizeof table[0]; i++)
        printf("%s(7,3)=%d\n", table[i].name, table[i].fn(7, 3));
    const char *ops = "+-*?";
    for (const char *o = ops; *o; o++) printf("%c:%d ", *o, pick(*o)(12, 5));
    printf("\n");
    int v[] = {3, 1, 4, 1, 5, 9, 2, 6};
    printf("%d %d %d\n", fold(v, 8, 0, add), fold(v, 8, 1, mul), fold(v, 8, 0, max));
    void (*chain[])(int *) = {inc, dbl, sq, inc};
    int x = 2;
    apply_all(chain, 4, &x);
    printf("%d\n", x);
    int (*pf)(int, int) = &add;
    printf("%d %d\n", (*pf)(1, 2), (**pf)(3, 4));
    printf("%d\n", pf == add);
    return 0;
}
