// Types of every SysV x86-64 parameter class, shared by abi/*.c (compiled by the compiler under
// test) and helpers/*.c (always compiled by gcc). For each type T: mk_T(seed) builds a value,
// sm_T(v) reduces it to a double that depends on every member and its position, bp_T(v, k)
// adds k to every member. ABI_TYPES(X) lists them all.
#ifndef ABI_TYPES_H
#define ABI_TYPES_H
#include <complex.h>

#define ARR_TYPE(T, ET, N)                                                                  \
    typedef struct { ET a[N]; } T;                                                          \
    static inline T mk_##T(int k) {                                                         \
        T v;                                                                                \
        for (int i = 0; i < N; i++) v.a[i] = (ET)((k + i) * 1.5);                           \
        return v;                                                                           \
    }                                                                                       \
    static inline double sm_##T(T v) {                                                      \
        double s = 0;                                                                       \
        for (int i = 0; i < N; i++) s += (double)v.a[i] * (i + 1);                          \
        return s;                                                                           \
    }                                                                                       \
    static inline T bp_##T(T v, int k) {                                                    \
        for (int i = 0; i < N; i++) v.a[i] = (ET)(v.a[i] + k);                              \
        return v;                                                                           \
    }

#define PAIR_TYPE(T, A, B)                                                                  \
    typedef struct { A x; B y; } T;                                                         \
    static inline T mk_##T(int k) { T v = {(A)(k * 1.5), (B)(k * 2 + 1)}; return v; }       \
    static inline double sm_##T(T v) { return (double)v.x + 3.0 * (double)v.y; }            \
    static inline T bp_##T(T v, int k) { v.x = (A)(v.x + k); v.y = (B)(v.y + k); return v; }

#define TRIPLE_TYPE(T, A, B, C)                                                             \
    typedef struct { A x; B y; C z; } T;                                                    \
    static inline T mk_##T(int k) { T v = {(A)(k * 1.5), (B)(k + 2), (C)(k * 0.25 + 3)}; return v; } \
    static inline double sm_##T(T v) { return (double)v.x + 3.0 * (double)v.y + 5.0 * (double)v.z; } \
    static inline T bp_##T(T v, int k) {                                                    \
        v.x = (A)(v.x + k); v.y = (B)(v.y + k); v.z = (C)(v.z + k);                         \
        return v;                                                                           \
    }

#define SCALAR_TYPE(T, ET)                                                                  \
    typedef ET T;                                                                           \
    static inline T mk_##T(int k) { return (T)(k * 1.5); }                                  \
    static inline double sm_##T(T v) { return (double)v; }                                  \
    static inline T bp_##T(T v, int k) { return (T)(v + k); }

/* INTEGER class, one eightbyte, sizes 1..8 */
ARR_TYPE(s1, char, 1)
ARR_TYPE(s2, short, 1)
ARR_TYPE(s3, char, 3)
ARR_TYPE(s4, int, 1)
ARR_TYPE(s5, char, 5)
ARR_TYPE(s6, short, 3)
ARR_TYPE(s7, unsigned char, 7)
PAIR_TYPE(s8, int, int)
/* INTEGER, two eightbytes, sizes 9..16, with and without padding */
ARR_TYPE(s9, char, 9)
ARR_TYPE(s12, int, 3)
PAIR_TYPE(s16, long, long)
PAIR_TYPE(s16p, char, long)
/* SSE class */
ARR_TYPE(f1, float, 1)
ARR_TYPE(f2, float, 2)
ARR_TYPE(f3, float, 3)
ARR_TYPE(f4, float, 4)
ARR_TYPE(d1, double, 1)
ARR_TYPE(d2, double, 2)
/* mixed INTEGER and SSE eightbytes */
PAIR_TYPE(m_if, int, float)      /* one eightbyte, INTEGER */
PAIR_TYPE(m_dl, double, long)    /* SSE, INTEGER */
PAIR_TYPE(m_ld, long, double)    /* INTEGER, SSE */
PAIR_TYPE(m_cd, char, double)    /* INTEGER with padding, SSE */
TRIPLE_TYPE(m_ffi, float, float, int) /* SSE, INTEGER */
TRIPLE_TYPE(m_iff, int, float, float) /* INTEGER, SSE */
TRIPLE_TYPE(m_fds, float, double, short) /* 24 bytes: MEMORY */
/* MEMORY class */
ARR_TYPE(s24, long, 3)
ARR_TYPE(d3, double, 3)
ARR_TYPE(big, int, 13)
/* X87 class: in memory as arguments, in st0 as results */
ARR_TYPE(ldx, long double, 1)
SCALAR_TYPE(ld, long double)
/* scalars of unusual classes */
SCALAR_TYPE(i128, __int128)
SCALAR_TYPE(f32, float)

/* nested aggregates and unions */
typedef struct { struct { float x; } a; struct { float y; int z; } b; } nest;
static inline nest mk_nest(int k) { nest v = {{k * 1.5f}, {k + 0.5f, k * 3}}; return v; }
static inline double sm_nest(nest v) { return v.a.x + 3.0 * v.b.y + 5.0 * v.b.z; }
static inline nest bp_nest(nest v, int k) { v.a.x += k; v.b.y += k; v.b.z += k; return v; }

typedef union { double d; long l; } un8;
static inline un8 mk_un8(int k) { un8 v; v.d = k * 1.5; return v; }
static inline double sm_un8(un8 v) { return v.d; }
static inline un8 bp_un8(un8 v, int k) { v.d += k; return v; }

typedef struct { unsigned a : 3, b : 20; unsigned short c : 9; signed char d : 5; } bits;
static inline bits mk_bits(int k) { bits v = {(unsigned)k & 7, (unsigned)k * 1000, (unsigned short)(k * 7), (signed char)(-k)}; return v; }
static inline double sm_bits(bits v) { return v.a + 3.0 * v.b + 5.0 * v.c + 7.0 * v.d; }
static inline bits bp_bits(bits v, int k) { v.a += k; v.b += k; v.c += k; v.d += k; return v; }

/* complex types: SSE pairs, and COMPLEX_X87 in memory */
typedef _Complex float cf;
typedef _Complex double cd;
typedef _Complex long double cld;
#define CPLX_FUNCS(T, ET)                                                                    \
    static inline T mk_##T(int k) { return (ET)(k * 1.5) + (ET)(k + 1) * (T)_Complex_I; }    \
    static inline double sm_##T(T v) { return (double)__real__ v + 3.0 * (double)__imag__ v; } \
    static inline T bp_##T(T v, int k) { return v + (ET)k; }
CPLX_FUNCS(cf, float)
CPLX_FUNCS(cd, double)
CPLX_FUNCS(cld, long double)

#define ABI_TYPES(X)                                                                        \
    X(s1) X(s2) X(s3) X(s4) X(s5) X(s6) X(s7) X(s8) X(s9) X(s12) X(s16) X(s16p)             \
    X(f1) X(f2) X(f3) X(f4) X(d1) X(d2) X(m_if) X(m_dl) X(m_ld) X(m_cd) X(m_ffi) X(m_iff)   \
    X(m_fds) X(s24) X(d3) X(big) X(ldx) X(ld) X(i128) X(f32) X(nest) X(un8) X(bits)         \
    X(cf) X(cd) X(cld)

/* What each side defines, the other calls: one value among other arguments, and eight values
 * (exhausting the argument registers) followed by an int. */
#define ABI_DECLARE(P, T)                                                                   \
    T P##_one_##T(int k, T v, double d);                                                    \
    double P##_many_##T(T a, T b, T c, T d, T e, T f, T g, T h, int tail);

#define ABI_DEFINE(P, T)                                                                    \
    T P##_one_##T(int k, T v, double d) { return bp_##T(v, k + (int)d); }                   \
    double P##_many_##T(T a, T b, T c, T d, T e, T f, T g, T h, int tail) {                 \
        return sm_##T(a) + 2 * sm_##T(b) + 3 * sm_##T(c) + 4 * sm_##T(d) + 5 * sm_##T(e)    \
               + 6 * sm_##T(f) + 7 * sm_##T(g) + 8 * sm_##T(h) + 1000.0 * tail;              \
    }

#define ABI_CALL(P, T)                                                                      \
    printf("%-5s %-6s one %.17g many %.17g\n", #P, #T, sm_##T(P##_one_##T(3, mk_##T(10), 2.0)),   \
           P##_many_##T(mk_##T(1), mk_##T(2), mk_##T(3), mk_##T(4), mk_##T(5), mk_##T(6),   \
                        mk_##T(7), mk_##T(8), 9));
#endif
