// sizeof: on types and expressions, unevaluated operands, arrays vs pointers, string literals.
// expect-exit: 0
// expect-stdout:
// | 40 8 4 10
// | 8 16
// | 4 7 8
// | 4 0
// | 4 1
// | 4 4 4
// | 8 4
// | 3
#include <stdio.h>

struct s { char c; int i; double d; };
static int side_effects;
static int touch(void) { return ++side_effects; }

static size_t param_size(int a[10]) { return sizeof a; }

int main(void) {
    int arr[10];
    int *p = arr;
    printf("%zu %zu %zu %zu\n", sizeof arr, sizeof p, sizeof *p, sizeof arr / sizeof arr[0]);
    printf("%zu %zu\n", param_size(arr), sizeof(struct s));
    printf("%zu %zu %zu\n", sizeof "abc", sizeof(char[7]), sizeof(int (*)[5]));
    size_t z = sizeof(touch());
    printf("%zu %d\n", z, side_effects);
    int x = 1;
    size_t y = sizeof(x++);
    printf("%zu %d\n", y, x);
    printf("%zu %zu %zu\n", sizeof(1 + 1.0f), sizeof('a' + 'b'), sizeof(short) * 2);
    struct s v;
    printf("%zu %zu\n", sizeof v.d, sizeof(v.c + v.c));
    printf("%zu\n", sizeof(int[3][4]) / sizeof(int[4]));
    return 0;
}
