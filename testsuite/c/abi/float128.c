// ABI: _Float128 (SSE+SSEUP: one XMM register, 16-byte stack slots) and _Float16 (low half of
// an XMM register) against gcc-compiled code in both directions: by value, returned, in
// structs (a lone _Float128 travels in XMM, beside an int the struct is MEMORY), spilled to
// the stack after eight SSE registers, through variadic calls, and through callbacks.
// link-with: helpers/float128.c
// expect-exit: 0
// expect-stdout:
// | mul 2.4166666666666665 1.4802973661668753e-16
// | many 32 0
// | sq 0.66666666666666663 3.7007434154171883e-17
// | qtag -0.33333333333333331 -1.8503717077085941e-17
// | tag 42
// | vsum 5.083333333333333 2.9605947323337506e-16
// | local 6 0
// | hadd 1.75
// | hswap -3.5 1.25
// | apply -0.16666666666666666 -9.2518585385429707e-18
#include <stdio.h>
#include <stdarg.h>

typedef __float128 Q;
typedef struct { Q x; } sq;
typedef struct { _Float16 a, b; } hh;
typedef struct { Q q; int tag; } qtag;

Q gcc_qmul(Q a, Q b);
Q gcc_qmany(double d0, Q q1, double d2, Q q3, Q q4, Q q5, Q q6, Q q7, Q q8, Q q9, Q q10, int k);
sq gcc_sqtwice(sq s);
qtag gcc_qtag(qtag t);
Q gcc_qsum(int n, ...);
_Float16 gcc_hadd(_Float16 a, _Float16 b);
hh gcc_hswap(hh v);
Q gcc_qapply(Q (*f)(Q, _Float16), Q x);

static Q cb(Q x, _Float16 h) { return x / 3 + h; }

static Q local_sum(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    Q s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, Q) * (i + 1);
    va_end(ap);
    return s;
}

/* Prints a _Float128 exactly enough: high and low 64-bit halves of value*2^-k pieces. */
static void pq(const char *what, Q v)
{
    Q hi = (double)v;
    printf("%s %.17g %.17g\n", what, (double)hi, (double)(v - hi));
}

int main(void)
{
    Q third = 1.0Q / 3;
    pq("mul", gcc_qmul(third, 7.25Q));
    pq("many", gcc_qmany(0.5, third, 1.5, 1, 2, 3, 4, 5, 6, third, third, 7));
    sq s = { third };
    pq("sq", gcc_sqtwice(s).x);
    qtag t = { third, 41 };
    t = gcc_qtag(t);
    pq("qtag", t.q);
    printf("tag %d\n", t.tag);
    pq("vsum", gcc_qsum(3, third, 0.25, 2.0Q, 0.5, third * 3, 1.0));
    pq("local", local_sum(4, third, third, 1.0Q, 0.5Q));
    printf("hadd %g\n", (double)gcc_hadd(1.5f16, 0.25f16));
    hh v = { 1.25f16, -3.5f16 };
    v = gcc_hswap(v);
    printf("hswap %g %g\n", (double)v.a, (double)v.b);
    pq("apply", gcc_qapply(cb, third));
    return 0;
}
