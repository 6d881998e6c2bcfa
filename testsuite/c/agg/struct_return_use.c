// Returned structs used directly: member of a call result, array element of a returned struct,
// chained calls, assignment into arrays and through pointers.
// expect-exit: 0
// expect-stdout:
// | 2.25
// | 1.75 3.125 4.5625
// | 9 300
// | 13 20 2000
// | -1 2
// | 4
#include <stdio.h>

struct vec { double x, y, z; };
struct pair { int a[4]; long tag; };

static struct vec vadd(struct vec a, struct vec b) { return (struct vec){a.x + b.x, a.y + b.y, a.z + b.z}; }
static struct vec vscale(struct vec a, double k) { a.x *= k; a.y *= k; a.z *= k; return a; }
static struct pair mkpair(int base) {
    struct pair p;
    for (int i = 0; i < 4; i++) p.a[i] = base + i;
    p.tag = base * 100L;
    return p;
}

int main(void) {
    struct vec u = {1, 2, 3}, w = {0.5, 0.25, 0.125};
    printf("%g\n", vadd(u, w).y);
    struct vec chain = vscale(vadd(vadd(u, w), vscale(u, 2)), 0.5);
    printf("%g %g %g\n", chain.x, chain.y, chain.z);
    printf("%d %ld\n", mkpair(7).a[2], mkpair(3).tag);
    struct pair arr[3];
    for (int i = 0; i < 3; i++) arr[i] = mkpair(i * 10);
    printf("%d %d %ld\n", arr[1].a[3], arr[2].a[0], arr[2].tag);
    struct vec vs[2];
    struct vec *pv = &vs[1];
    *pv = vadd(u, u);
    vs[0] = *pv;
    vs[0].x = -1;
    printf("%g %g\n", vs[0].x, vs[1].x);
    struct pair p = mkpair(1);
    p = mkpair(p.a[3]);  // the argument reads p before the assignment overwrites it
    printf("%d\n", p.a[0]);
    return 0;
}
