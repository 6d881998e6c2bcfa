// Excess initializers (C17 6.7.9p2; gcc warns and discards them without evaluating them):
// positional items after a designator that reaches the last element, excess in arrays,
// structs, unions, scalars, nested lists, strings too long, statics, locals, compound literals.
// expect-exit: 0
// expect-stdout:
// | g: 1 2 0 0 0 0 0 0 0 0 0 9
// | g2: 0 0 0 4
// | g3: 3 0 1 2
// | s 1 2 t 1 2 4 u 0 5 6 7 8 x 4 un 1
// | str abc strs wxy pq v tool 1 ok 3
// | calls 5
// | la: 1 2 0 0 0 0 0 0 0 0 0 9
// | a 1 ls 1 2 lx 7 lt 1 2 4 lu 3 lstr xy cl 10 20
#include <stdio.h>
#include <string.h>

static int calls;
static int f(int v) { calls++; return v; }

int g[3][4] = {{1, 2}, [2] = {[3] = 9}, 5, 6};
int g2[2][2] = {[1][1] = 4, 7, 8};
int g3[] = {[2] = 1, 2, [0] = 3};
struct S { int a, b; } s = {1, 2, 3};
struct T { int a[2]; int b; } t = {{1, 2, 3}, 4, 5};
struct U { int a[3]; int b, c; } u = {.a[1] = 5, 6, 7, 8, 9};
int x = {4, 5};
union Un { int i; float f; } un = {1, 2};
char str[3] = "abcd";
char strs[2][3] = {"wxyz", "pq", "ignored"};
struct V { char name[4]; int n; } v[2] = {{"toolong", 1, 2}, {"ok", 3}, {"no", 4}};

static void show(const char *what, const int *p, int n) {
    printf("%s:", what);
    for (int i = 0; i < n; i++) printf(" %d", p[i]);
    printf("\n");
}

int main(void) {
    show("g", &g[0][0], 12);
    show("g2", &g2[0][0], 4);
    show("g3", g3, (int)(sizeof g3 / sizeof g3[0]));
    printf("s %d %d t %d %d %d u %d %d %d %d %d x %d un %d\n", s.a, s.b, t.a[0], t.a[1], t.b,
           u.a[0], u.a[1], u.a[2], u.b, u.c, x, un.i);
    printf("str %.3s strs %.3s %.3s v %.4s %d %.4s %d\n", str, strs[0], strs[1], v[0].name,
           v[0].n, v[1].name, v[1].n);

    int a[1] = {1, f(2)};
    int la[3][4] = {{1, 2}, [2] = {[3] = 9}, f(5), f(6)};
    struct S ls = {f(1), f(2), f(3)};
    int lx = {f(7), f(8)};
    struct T lt = {{f(1), 2, f(3)}, 4, f(5)};
    union Un lu = {f(3), f(4)};
    char lstr[2] = "xyz";
    int *cl = (int[2]){10, 20, f(30)};
    printf("calls %d\n", calls);
    show("la", &la[0][0], 12);
    printf("a %d ls %d %d lx %d lt %d %d %d lu %d lstr %c%c cl %d %d\n", a[0], ls.a, ls.b, lx,
           lt.a[0], lt.a[1], lt.b, lu.i, lstr[0], lstr[1], cl[0], cl[1]);
    return 0;
}
