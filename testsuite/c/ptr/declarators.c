// Complex declarators: arrays of pointers to functions, pointers to arrays, functions returning
// pointers to functions, typedef'd versions of the same.
// expect-exit: 0
// expect-stdout:
// | 11 9 -10 
// | 6 4 -5 -7
// | 6 4
// | beta a alpha
// | beta
#include <stdio.h>

static int inc(int x) { return x + 1; }
static int dec(int x) { return x - 1; }
static int neg(int x) { return -x; }

static int (*choose(int i))(int) { return i == 0 ? inc : i == 1 ? dec : neg; }

typedef int (*unary)(int);
static unary (*chooser)(int) = choose;

int main(void) {
    int (*ops[3])(int) = {inc, dec, neg};
    int (*(*pops)[3])(int) = &ops;
    for (int i = 0; i < 3; i++) printf("%d ", (*pops)[i](10));
    printf("\n");
    for (int i = 0; i < 3; i++) printf("%d ", choose(i)(5));
    printf("%d\n", chooser(2)(7));
    int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
    int (*row)[3] = m;
    int *cells[2] = {m[0], m[1]};
    printf("%d %d\n", row[1][2], cells[1][0]);
    char *words[] = {"alpha", "beta"};
    char **pw = words;
    char *(*pwords)[2] = &words;
    printf("%s %c %s\n", pw[1], *pw[0], (*pwords)[0]);
    const char *const *cc = (const char *const *)words;
    printf("%s\n", cc[1]);
    return 0;
}
