// Designated initializers: arrays, nested structs and unions, overriding, ranges (GNU).
// expect-exit: 0
// expect-stdout:
// | 1 0 20 30 31 0 0 70 0 0 
// | tri 5 9 0 1.5 0
// | 0 7 7 7 0 9 9 0 
// | 5
// | (1,2,3) (0,0,0) (0,0,0) (0,0,4) (5,0,0) 
// | 1 0 3 20
// | 10 2
#include <stdio.h>

struct point { int x, y, z; };
struct shape { const char *name; struct point pts[3]; union { int i; float f; } u; int tail; };

static int sparse[10] = {[2] = 20, [7] = 70, [3] = 30, 31, [0] = 1};
static struct shape tri = {.pts = {[1] = {.y = 5}, [2].z = 9}, .name = "tri", .u.f = 1.5f};
static int ranged[8] = {[1 ... 3] = 7, [5 ... 6] = 9};
static struct point mixed[] = {{1, 2, 3}, [3] = {.z = 4}, {.x = 5}};

int main(void) {
    for (int i = 0; i < 10; i++) printf("%d ", sparse[i]);
    printf("\n%s %d %d %d %g %d\n", tri.name, tri.pts[1].y, tri.pts[2].z, tri.pts[0].x, tri.u.f, tri.tail);
    for (int i = 0; i < 8; i++) printf("%d ", ranged[i]);
    printf("\n%zu\n", sizeof mixed / sizeof mixed[0]);
    for (unsigned i = 0; i < sizeof mixed / sizeof mixed[0]; i++)
        printf("(%d,%d,%d) ", mixed[i].x, mixed[i].y, mixed[i].z);
    printf("\n");
    struct point local = {.z = 3, .x = 1};
    int arr[] = {[4] = 4, [1] = 1};
    printf("%d %d %d %zu\n", local.x, local.y, local.z, sizeof arr);
    struct point override = {.x = 1, .y = 2, .x = 10};
    printf("%d %d\n", override.x, override.y);
    return 0;
}
