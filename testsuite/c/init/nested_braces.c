// Brace elision and nested braces in aggregate initializers, local and global.
// expect-exit: 0
// expect-stdout:
// | g1: 1 2 x 3 4 y 5.5
// | g2: 1 2 p 3 0 q 6.5
// | l: 9 0 w 8 7 z 0
// | 123450 3
// | 10 23 40 
// | ab cd
// | 5
#include <stdio.h>

struct inner { int a[2]; char c; };
struct outer { struct inner in[2]; double d; };

static struct outer g1 = {1, 2, 'x', 3, 4, 'y', 5.5};
static struct outer g2 = {{{{1, 2}, 'p'}, {{3}, 'q'}}, 6.5};
static int m[2][3] = {1, 2, 3, 4, 5};
static int m2[][2] = {{1}, {2, 3}, {4}};

static void show(const char *n, const struct outer *o) {
    printf("%s: %d %d %c %d %d %c %g\n", n, o->in[0].a[0], o->in[0].a[1], o->in[0].c, o->in[1].a[0],
           o->in[1].a[1], o->in[1].c, o->d);
}

int main(void) {
    show("g1", &g1);
    show("g2", &g2);
    struct outer l = {{{{9}}, {{8, 7}, 'z'}}};
    l.in[0].c = 'w';
    show("l", &l);
    for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) printf("%d", m[i][j]);
    printf(" %zu\n", sizeof m2 / sizeof m2[0]);
    for (int i = 0; i < 3; i++) printf("%d%d ", m2[i][0], m2[i][1]);
    printf("\n");
    char strs[2][4] = {"ab", {'c', 'd'}};
    printf("%s %s\n", strs[0], strs[1]);
    int scalar = {5};
    printf("%d\n", scalar);
    return 0;
}
