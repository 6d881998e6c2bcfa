// Reading variadic arguments of many classes, shared by abi/varargs.c and helpers/varargs.c.
// Each format letter names the type of one argument; the result weighs each by its position.
#ifndef ABI_VARARGS_H
#define ABI_VARARGS_H
#include <stdarg.h>
#include "abi_types.h"

static double va_consume(const char *fmt, va_list ap) {
    double s = 0;
    int pos = 1;
    for (const char *p = fmt; *p; p++, pos++) {
        double v = 0;
        switch (*p) {
        case 'i': v = va_arg(ap, int); break;
        case 'u': v = va_arg(ap, unsigned); break;
        case 'l': v = (double)va_arg(ap, long long); break;
        case 'd': v = va_arg(ap, double); break;
        case 'L': v = (double)va_arg(ap, long double); break;
        case 'p': v = *va_arg(ap, const int *); break;
        case 'a': v = sm_s3(va_arg(ap, s3)); break;
        case 'S': v = sm_s16(va_arg(ap, s16)); break;
        case 'F': v = sm_f2(va_arg(ap, f2)); break;
        case 'D': v = sm_d2(va_arg(ap, d2)); break;
        case 'M': v = sm_m_dl(va_arg(ap, m_dl)); break;
        case 'N': v = sm_m_iff(va_arg(ap, m_iff)); break;
        case 'B': v = sm_big(va_arg(ap, big)); break;
        case 'X': v = sm_ldx(va_arg(ap, ldx)); break;
        case 'C': v = sm_cd(va_arg(ap, cd)); break;
        case 'Q': v = sm_i128(va_arg(ap, i128)); break;
        }
        s += v * pos;
    }
    return s;
}

/* Every call both sides make: the same arguments, through a variadic function and through a
 * function that forwards its va_list. */
#define VARARGS_CALLS(VSUM, FORWARD, TAG)                                                   \
    do {                                                                                    \
        static const int cell = 77;                                                         \
        printf("%s ints    %.17g\n", TAG, VSUM("iiiiiiiiii", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)); \
        printf("%s doubles %.17g\n", TAG,                                                      \
               VSUM("dddddddddddd", 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5)); \
        printf("%s mixed   %.17g\n", TAG,                                                      \
               VSUM("idulLdpd", -1, 0.25, 4000000000u, -5000000000LL, 1.75L, (double)2.5f, &cell, \
                    3.0));                                                                  \
        printf("%s structs %.17g\n", TAG,                                                      \
               VSUM("aSFDMNBXCQ", mk_s3(1), mk_s16(2), mk_f2(3), mk_d2(4), mk_m_dl(5), mk_m_iff(6), \
                    mk_big(7), mk_ldx(8), mk_cd(9), mk_i128(10)));                          \
        printf("%s spill   %.17g\n", TAG,                                                      \
               VSUM("SSSSiDDDDDdMMMi", mk_s16(1), mk_s16(2), mk_s16(3), mk_s16(4), 5, mk_d2(6), \
                    mk_d2(7), mk_d2(8), mk_d2(9), mk_d2(10), 11.0, mk_m_dl(12), mk_m_dl(13),  \
                    mk_m_dl(14), 15));                                                      \
        printf("%s forward %.17g\n", TAG,                                                      \
               FORWARD("idSFLi", 1, 2.0, mk_s16(3), mk_f2(4), (long double)5, 6));          \
        printf("%s none    %.17g\n", TAG, VSUM(""));                                           \
    } while (0)
#endif
