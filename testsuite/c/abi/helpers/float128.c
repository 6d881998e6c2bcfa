// gcc side of abi/float128.c: _Float128 and _Float16 by value, in structs, on the stack
// after the eight SSE registers, through varargs, and through callbacks.
#include <stdarg.h>

typedef __float128 Q;
typedef struct { Q x; } sq;
typedef struct { _Float16 a, b; } hh;
typedef struct { Q q; int tag; } qtag;

Q gcc_qmul(Q a, Q b) { return a * b; }
Q gcc_qmany(double d0, Q q1, double d2, Q q3, Q q4, Q q5, Q q6, Q q7, Q q8, Q q9, Q q10, int k)
{
    return d0 + q1 + d2 + q3 + q4 + q5 + q6 + q7 + q8 + q9 * 2 + q10 * 3 + k;
}
sq gcc_sqtwice(sq s) { sq r = { s.x * 2 }; return r; }
qtag gcc_qtag(qtag t) { t.q = -t.q; t.tag++; return t; }
Q gcc_qsum(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    Q s = 0;
    for (int i = 0; i < n; i++) {
        s += va_arg(ap, Q);
        s += va_arg(ap, double);
    }
    va_end(ap);
    return s;
}
_Float16 gcc_hadd(_Float16 a, _Float16 b) { return a + b; }
hh gcc_hswap(hh v) { hh r = { v.b, v.a }; return r; }
Q gcc_qapply(Q (*f)(Q, _Float16), Q x) { return f(x, (_Float16)0.5f) + f(x * 2, (_Float16)-1.0f); }
