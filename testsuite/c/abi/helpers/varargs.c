// gcc-compiled half of abi/varargs.c.
#include <stdio.h>
#include "abi_varargs.h"

double test_vsum(const char *fmt, ...);
double test_vlist(const char *fmt, va_list ap);
double test_forward(const char *fmt, ...);

double gcc_vsum(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    double r = va_consume(fmt, ap);
    va_end(ap);
    return r;
}

double gcc_vlist(const char *fmt, va_list ap) { return va_consume(fmt, ap); }

/* Forwards its arguments to the other side's va_list consumer. */
double gcc_forward(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    double r = test_vlist(fmt, ap);
    va_end(ap);
    return r;
}

void gcc_calls_test_varargs(void) { VARARGS_CALLS(test_vsum, test_forward, "gcc->test"); }
