#include <stdio.h>
struct pt { int x, y; };
struct big { double d[5]; char name[16]; long id; };
union num { int i; float f; unsigned char bytes[4]; };
struct mix { char c; double d; short s; };
struct outer { struct pt a, b; union num n; struct { int q; }; };
static struct pt add(struct pt a, struct pt b) { struct pt r = { a.x + b.x, a.y + b.y }; return r; }
static struct big mkbig(long id) {
    struct big b = { {1.5, 2.5}, "big", id };
    b.d[4] = id * 0.5;
    return b;
}
static double sum_big(struct big b) { double s = 0; for (int i = 0; i < 5; i++) s += b.d[i]; return s + b.id; }
static struct mix mkmix(char c) { struct mix m; m.c = c; m.d = c * 1.5; m.s = -c; return m; }
int main(void) {
    struct pt p = {1, 2}, q = {.y = 10, .x = 20};
    struct pt r = add(p, q);
    printf("%d %d\n", r.x, r.y);
    struct big b = mkbig(7);
    struct big c;
    c = b;
    c.name[0] = 'B';
    printf("%s %s %.2f %ld\n", b.name, c.name, sum_big(c), c.id);
    union num n; n.f = 1.0f;
    printf("%x %d\n", n.i, n.bytes[3]);
    struct mix m = mkmix(4);
    printf("%d %.1f %d %zu\n", m.c, m.d, m.s, sizeof m);
    struct outer o = { {1, 2}, {3, 4}, { .i = 5 }, { 6 } };
    struct outer o2 = o;
    o2.a = o.b;
    o2.q += 10;
    printf("%d %d %d %d %d\n", o2.a.x, o2.b.y, o2.n.i, o2.q, o.q);
    struct pt arr[3] = { {1, 1}, [2] = {3, 3} };
    struct pt *pp = arr;
    pp[1] = add(pp[0], pp[2]);
    printf("%d %d\n", arr[1].x, (pp + 2)->y);
    struct pt t = (struct pt){9, 8};
    printf("%d\n", t.x - t.y + add(t, t).y);
    return 0;
}
