// Compound literals: arrays and structs as temporaries, at file scope, modified through pointers.
// expect-exit: 0
// expect-stdout:
// | 10
// | 15
// | 0 9
// | 21 30 -2.5
// | (0,0) (1,1) (2,4) 
// | literal
// | 1 2
#include <stdio.h>

struct v2 { double x, y; };
static int *gp = (int[]){10, 20, 30};
static struct v2 *gv = &(struct v2){1.5, -2.5};

static double dot(struct v2 a, struct v2 b) { return a.x * b.x + a.y * b.y; }
static int sum(const int *v, int n) { int s = 0; while (n--) s += v[n]; return s; }

int main(void) {
    printf("%g\n", dot((struct v2){1, 2}, (struct v2){.y = 3, .x = 4}));
    printf("%d\n", sum((int[]){1, 2, 3, 4, 5}, 5));
    int *p = (int[4]){0};
    p[3] = 9;
    printf("%d %d\n", p[0], p[3]);
    gp[1]++;
    printf("%d %d %g\n", gp[1], gp[2], gv->y);
    for (int i = 0; i < 3; i++) {
        struct v2 *t = &(struct v2){i, i * i};
        printf("(%g,%g) ", t->x, t->y);
    }
    printf("\n");
    const char *names = (const char[]){"literal"};
    printf("%s\n", names);
    struct v2 a = (struct v2){0};
    a = (struct v2){a.y + 1, a.x + 2};
    printf("%g %g\n", a.x, a.y);
    return 0;
}
