#include <stdio.h>
struct i2 { int a, b; };
struct f3 { float x, y, z; };
struct mixed { double d; int i; };
struct mem { long a, b, c; };
struct chars { char c[3]; };
static signed char sc(signed char x) { return x - 1; }
static unsigned char uc(unsigned char x) { return x + 1; }
static short ss(short x) { return x * 2; }
static _Bool flip(_Bool b) { return !b; }
static struct i2 mk_i2(int a) { return (struct i2){ a, -a }; }
static struct f3 scale(struct f3 v, float k) { v.x *= k; v.y *= k; v.z *= k; return v; }
static struct mixed mk_mixed(struct mixed m, double extra) { m.d += extra; m.i++; return m; }
static struct mem mk_mem(long x) { struct mem m = { x, x * 2, x * 3 }; return m; }
static long sum_mem(struct mem m) { return m.a + m.b + m.c; }
static struct chars mk_chars(void) { struct chars c = { { 'x', 'y', 'z' } }; return c; }
static double many(int a, double b, int c, double d, int e, double f, int g, double h, int i, double j,
                   int k, double l, int m, double n, int o, double p, struct mixed q, struct mem r) {
    return a + b + c + d + e + f + g + h + i + j + k + l + m + n + o + p + q.d + q.i + r.a + r.c;
}
typedef struct mem (*maker)(long);
int main(void) {
    printf("%d %d %d %d %d\n", sc(-128), uc(255), ss(-20000), flip(1), flip(0));
    struct i2 a = mk_i2(7);
    struct f3 v = scale((struct f3){ 1, 2, 3 }, 1.5f);
    struct mixed m = mk_mixed((struct mixed){ 2.5, 9 }, 0.25);
    maker mk = mk_mem;
    struct mem big = (a.a > 0 ? mk : mk_mem)(4);
    printf("%d %d %.2f %.2f %.2f %.2f %d\n", a.a, a.b, v.x, v.y, v.z, m.d, m.i);
    printf("%ld %ld %ld\n", big.a, sum_mem(big), sum_mem(mk_mem(10)));
    struct chars c = mk_chars();
    printf("%c%c%c\n", c.c[0], c.c[1], c.c[2]);
    printf("%.2f\n", many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, m, big));
    int cond = 0;
    struct mem pick = cond ? mk_mem(1) : big;
    printf("%ld\n", pick.c);
    float f = 1.25f;
    printf("%.3f %.3f\n", f, f * 2);
    return sc(10);
}
