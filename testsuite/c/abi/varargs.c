// ABI: variadic calls across compilers. This file calls gcc-compiled variadic functions and is
// called by them, with integers, doubles, long double, pointers, structs of several classes,
// complex and __int128 in the variable part, beyond the argument registers; va_list is passed
// both ways.
// link-with: helpers/varargs.c
// expect-exit: 0
// expect-stdout:
// | test->gcc ints    385
// | test->gcc doubles 689
// | test->gcc mixed   -7999999413.75
// | test->gcc structs 15522.5
// | test->gcc spill   6163.5
// | test->gcc forward 225
// | test->gcc none    0
// | gcc->test ints    385
// | gcc->test doubles 689
// | gcc->test mixed   -7999999413.75
// | gcc->test structs 15522.5
// | gcc->test spill   6163.5
// | gcc->test forward 225
// | gcc->test none    0
#include <stdio.h>
#include "helpers/abi_varargs.h"

double gcc_vsum(const char *fmt, ...);
double gcc_vlist(const char *fmt, va_list ap);
double gcc_forward(const char *fmt, ...);
void gcc_calls_test_varargs(void);

double test_vsum(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    double r = va_consume(fmt, ap);
    va_end(ap);
    return r;
}

double test_vlist(const char *fmt, va_list ap) { return va_consume(fmt, ap); }

double test_forward(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    double r = gcc_vlist(fmt, ap);
    va_end(ap);
    return r;
}

int main(void) {
    VARARGS_CALLS(gcc_vsum, gcc_forward, "test->gcc");
    gcc_calls_test_varargs();
    return 0;
}
