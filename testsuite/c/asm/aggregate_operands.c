// Structs, unions and complex values as asm operands: in registers when they are 1, 2, 4
// or 8 bytes (as the integer of that size: inputs, `=r` and `+r` outputs, a matching
// input), in memory for any size (`m`, `=m`, `+m`, and `rm`/`g`, which gcc may satisfy
// either way).
// expect-exit: 0
// expect-stdout:
// | 42 34 12
// | 1 -2 fffe0001
// | 9 7 10 7
// | 1 2.5
// | 400000003fc00000
// | 10 15 20 30
// | 3 0 0
// | 6 5 a
// | 1 -2 1 -2
#include <stdio.h>
#include <string.h>

struct b1 { unsigned char c; };
struct s2 { unsigned char lo, hi; };
struct p4 { short a, b; };
struct i8 { int x, y; };
union u8 { double d; unsigned long bits; };
struct big { long v[3]; };
struct odd { char c[3]; };

int main(void)
{
    struct b1 one = { 41 };
    asm("incb %0" : "+r"(one));
    struct s2 two = { 0x12, 0x34 };
    asm("rolw $8, %0" : "+r"(two));
    printf("%d %x %x\n", one.c, two.lo, two.hi);

    struct p4 p = { 1, -2 }, q;
    asm("movl %1, %0" : "=r"(q) : "r"(p));
    int raw;
    asm("movl %1, %0" : "=r"(raw) : "r"(p));
    printf("%d %d %08x\n", q.a, q.b, (unsigned)raw);

    struct i8 s = { 7, 9 };
    asm("rolq $32, %0" : "+r"(s));
    struct i8 t;
    asm("leaq 1(%1), %0" : "=r"(t) : "0"(s));
    printf("%d %d %d %d\n", s.x, s.y, t.x, t.y);

    union u8 u = { .d = -2.5 };
    unsigned long sign;
    asm("movq %1, %0\n\tshrq $63, %0" : "=r"(sign) : "r"(u));
    union u8 neg;
    asm("btcq $63, %0" : "=r"(neg) : "0"(u));
    printf("%lu %g\n", sign, neg.d);

    _Complex float z = 1.5f + 2.0fi;
    unsigned long zbits;
    asm("movq %1, %0" : "=r"(zbits) : "r"(z));
    printf("%lx\n", zbits);

    struct big g = { { 10, 20, 30 } };
    long first8;
    asm("movq %1, %0" : "=r"(first8) : "m"(g));
    asm("addq $5, %0" : "+m"(g));
    printf("%ld %ld %ld %ld\n", first8, g.v[0], g.v[1], g.v[2]);

    struct big arr[2];
    memset(arr, 0, sizeof arr);
    asm("movq $3, %0" : "+m"(arr[1]));
    printf("%ld %ld %ld\n", arr[1].v[0], arr[1].v[1], arr[0].v[0]);

    struct p4 w;
    asm("movl $0x00050006, %0" : "=m"(w));
    struct odd o = { { 'a', 'b', 'c' } };
    int first;
    asm("movzbl %1, %0" : "=r"(first) : "m"(o));
    printf("%d %d %c\n", w.a, w.b, first);
    struct p4 r1, r2;
    asm("movl %1, %0" : "=r"(r1) : "rm"(p));
    asm("movl %1, %0" : "=r"(r2) : "g"(p));
    printf("%d %d %d %d\n", r1.a, r1.b, r2.a, r2.b);
    return 0;
}
