// gcc-compiled half of abi/callbacks.c: higher-order functions and shared globals.
#include <stdio.h>
#include "abi_types.h"

int gcc_counter = 5;
double gcc_table[4] = {0.5, 1.5, 2.5, 3.5};
const char *gcc_name = "from gcc";
extern int test_counter;
extern s16 test_pair;

s16 gcc_apply(s16 (*f)(s16, f3, int), s16 a, f3 b, int n) {
    for (int i = 0; i < n; i++) a = f(a, b, i);
    return a;
}

double gcc_fold(double (*f)(double, m_ld), const m_ld *v, int n) {
    double acc = 0;
    for (int i = 0; i < n; i++) acc = f(acc, v[i]);
    return acc;
}

typedef big (*big_maker)(int);
big gcc_call_maker(big_maker mk, int k) { return bp_big(mk(k), 1); }

void gcc_touch_globals(void) {
    test_counter *= 3;
    test_pair.x += 100;
    test_pair.y -= 100;
}
