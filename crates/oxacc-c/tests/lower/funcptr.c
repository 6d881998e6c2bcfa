#include <stdio.h>
#include <stdlib.h>
typedef int (*binop)(int, int);
static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }
static int apply(binop f, int a, int b) { return f(a, b); }
static binop pick(int i) { return i ? mul : add; }
static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
struct ops { const char *name; binop fn; };
static struct ops table[] = { { "add", add }, { "mul", &mul } };
static void (*hook)(void);
static void hello(void) { puts("hook"); }
int main(void) {
    printf("%d %d %d\n", apply(add, 3, 4), apply(mul, 3, 4), pick(1)(5, 6));
    for (int i = 0; i < 2; i++) printf("%s=%d ", table[i].name, table[i].fn(7, 8));
    printf("\n");
    int v[] = { 5, 3, 9, 1, 7 };
    qsort(v, 5, sizeof v[0], cmp);
    for (int i = 0; i < 5; i++) printf("%d ", v[i]);
    printf("\n");
    hook = hello;
    if (hook) hook();
    (*hook)();
    binop arr[2] = { add, mul };
    printf("%d\n", (*arr[1])(arr[0](1, 2), 10));
    return 0;
}
