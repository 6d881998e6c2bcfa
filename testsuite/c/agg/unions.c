// Unions: size and alignment, type punning through a union, tagged unions.
// expect-exit: 0
// expect-stdout:
// | 8 8
// | 3f800000 63 0
// | 3.14159
// | int -42
// | dbl 2.75
// | str text
// | 8
// | 0.5
#include <stdio.h>
#include <stdint.h>

union num { int32_t i; float f; uint8_t b[4]; double d; };

enum kind { K_INT, K_DBL, K_STR };
struct value { enum kind k; union { long i; double d; const char *s; } u; };

static void show(struct value v) {
    switch (v.k) {
    case K_INT: printf("int %ld\n", v.u.i); break;
    case K_DBL: printf("dbl %g\n", v.u.d); break;
    case K_STR: printf("str %s\n", v.u.s); break;
    }
}

int main(void) {
    union num n;
    printf("%zu %zu\n", sizeof n, _Alignof(union num));
    n.f = 1.0f;
    printf("%08x %d %d\n", (unsigned)n.i, n.b[3], n.b[0]);
    n.i = 0x40490fdb;
    printf("%.5f\n", n.f);
    struct value vs[3] = {{K_INT, {.i = -42}}, {K_DBL, {.d = 2.75}}, {K_STR, {.s = "text"}}};
    for (int i = 0; i < 3; i++) show(vs[i]);
    union { char c[5]; int i; } odd;
    printf("%zu\n", sizeof odd);
    union num m = {.d = 0.5};
    union num m2 = m;
    printf("%g\n", m2.d);
    return 0;
}
