// Structs of many sizes passed and returned by value between functions of the same file.
// expect-exit: 0
// expect-stdout:
// | b 3 2 1
// | 5 10 15 42 2.5
// | 3.5 1.5 2.5 1.5 2.25 3.125
// | 190 380 19
// | 3
#include <stdio.h>

struct s1 { char c; };
struct s3 { char c[3]; };
struct s8 { int a, b; };
struct s12 { int a, b, c; };
struct s16 { long a; double d; };
struct sf { float x, y, z; };
struct s24 { double a, b, c; };
struct big { int v[20]; };

static struct s1 f1(struct s1 s) { s.c++; return s; }
static struct s3 f3(struct s3 s) { s.c[2] = (char)(s.c[0] + s.c[1]); return s; }
static struct s8 f8(struct s8 s) { struct s8 r = {s.b, s.a}; return r; }
static struct s12 f12(struct s12 s, int k) { s.a *= k; s.b *= k; s.c *= k; return s; }
static struct s16 f16(struct s16 s) { s.a += 1; s.d *= 2; return s; }
static struct sf fsf(struct sf s) { struct sf r = {s.z, s.x, s.y}; return r; }
static struct s24 f24(struct s24 a, struct s24 b) { return (struct s24){a.a + b.a, a.b + b.b, a.c + b.c}; }
static struct big fbig(struct big b) {
    for (int i = 0; i < 20; i++) b.v[i] *= 2;
    return b;
}
static int sum_big(struct big b) { int s = 0; for (int i = 0; i < 20; i++) s += b.v[i]; return s; }

int main(void) {
    struct s1 a = f1((struct s1){'a'});
    struct s3 b = f3((struct s3){{1, 2, 0}});
    struct s8 c = f8((struct s8){1, 2});
    struct s12 d = f12((struct s12){1, 2, 3}, 5);
    struct s16 e = f16((struct s16){41, 1.25});
    struct sf f = fsf((struct sf){1.5f, 2.5f, 3.5f});
    struct s24 g = f24((struct s24){1, 2, 3}, (struct s24){0.5, 0.25, 0.125});
    printf("%c %d %d %d\n", a.c, b.c[2], c.a, c.b);
    printf("%d %d %d %ld %g\n", d.a, d.b, d.c, e.a, e.d);
    printf("%g %g %g %g %g %g\n", f.x, f.y, f.z, g.a, g.b, g.c);
    struct big bg;
    for (int i = 0; i < 20; i++) bg.v[i] = i;
    struct big bg2 = fbig(bg);
    printf("%d %d %d\n", sum_big(bg), sum_big(bg2), bg.v[19]);
    printf("%d\n", f8(f8((struct s8){3, 4})).a);
    return 0;
}
