// Structs: member access, copy by assignment, nested structs, arrays of structs, offsetof.
// expect-exit: 0
// expect-stdout:
// | 12 36 r
// | 14
// | 102 9
// | 32 8 16 20 24 8
// | 7 hi 8
// | 4
// | 0 5 6
#include <stdio.h>
#include <stddef.h>

struct point { int x, y; };
struct rect { struct point lo, hi; const char *name; };
struct mixed { char c; double d; short s; int i; char tail; };

static int area(struct rect r) { return (r.hi.x - r.lo.x) * (r.hi.y - r.lo.y); }

int main(void) {
    struct rect r = {{1, 2}, {4, 6}, "r"};
    struct rect copy = r;
    copy.hi.x = 10;
    printf("%d %d %s\n", area(r), area(copy), copy.name);
    struct point pts[3] = {{1, 1}, {2, 4}, {3, 9}};
    int sy = 0;
    for (int i = 0; i < 3; i++) sy += pts[i].y;
    printf("%d\n", sy);
    struct point *pp = &pts[1];
    pp->x += 100;
    printf("%d %d\n", pts[1].x, (pp + 1)->y);
    printf("%zu %zu %zu %zu %zu %zu\n", sizeof(struct mixed), offsetof(struct mixed, d),
           offsetof(struct mixed, s), offsetof(struct mixed, i), offsetof(struct mixed, tail),
           _Alignof(struct mixed));
    struct { int a; char b[3]; } anon = {7, "hi"};
    printf("%d %s %zu\n", anon.a, anon.b, sizeof anon);
    struct rect *rp = &r;
    printf("%d\n", rp->hi.y - (*rp).lo.y);
    struct point a = {5, 6}, b;
    b = a;
    a.x = 0;
    printf("%d %d %d\n", a.x, b.x, b.y);
    return 0;
}
