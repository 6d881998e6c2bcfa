#include <stdio.h>

struct point { double x, y, z; };
struct segment { struct point a, b; const char *label; int weight[4]; };

enum color { RED, GREEN, BLUE, NCOLORS };
static const char *const color_names[NCOLORS] = {
    [RED] = "red",
    [BLUE] = "blue",
    [GREEN] = "green",
};

static int squares[10] = { [0] = 0, 1, 4, 9, [9] = 81, [5] = 25, 36 };
static int matrix[3][3] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };
static int partial[2][4] = { { 1 }, { 2, 3 } };
static char greeting[] = "hello";
static char exact[5] = "world";
static const struct segment seg = {
    .a = { 0, 0, 0 },
    .b.x = 1.0, .b.y = 2.0,
    .label = "diag",
    .weight = { [3] = 7, [1] = 5 },
};
static struct point cloud[] = { { 1, 2, 3 }, [4] = { .y = 5 }, { 6 } };
static int *ptrs[] = { &squares[1], squares + 2, &matrix[1][1] };

int main(void)
{
    struct point origin = { 0 };
    struct point p = (struct point){ .x = 1, .z = 3 };
    struct segment s2 = { origin, p, "local", { 1, 2, 3, 4 } };
    int n = sizeof cloud / sizeof cloud[0];
    double *dp = (double[]){ 1.0, 2.0, 3.0 };
    printf("%s %d %d %s %g %d %d %g\n", color_names[GREEN], squares[6], matrix[2][0], greeting,
           seg.b.y, n, partial[1][1], dp[2]);
    printf("%c %d %s %d\n", exact[4], *ptrs[2], s2.label, seg.weight[3]);
    return 0;
}
