// ABI: function pointers crossing compilers (callbacks taking and returning structs by value,
// returning function-pointer-made MEMORY structs) and globals defined on one side, used on the
// other.
// link-with: helpers/callbacks.c
// expect-exit: 0
// expect-stdout:
// | apply 298 18
// | fold 23.0625
// | maker 1981 10 28
// | globals 6 13.5 from gcc
// | touched 21 101 -98
#include <stdio.h>
#include "helpers/abi_types.h"

extern int gcc_counter;
extern double gcc_table[4];
extern const char *gcc_name;
int test_counter = 7;
s16 test_pair = {1, 2};

s16 gcc_apply(s16 (*f)(s16, f3, int), s16 a, f3 b, int n);
double gcc_fold(double (*f)(double, m_ld), const m_ld *v, int n);
big gcc_call_maker(big (*mk)(int), int k);
void gcc_touch_globals(void);

static s16 step(s16 a, f3 b, int i) {
    a.x = a.x * 2 + (long)b.a[i % 3];
    a.y += i;
    return a;
}
static double add_weighted(double acc, m_ld v) { return acc * 0.5 + v.x + v.y; }
static big make_big(int k) { return mk_big(k * 2); }

int main(void) {
    s16 r = gcc_apply(step, mk_s16(1), mk_f3(2), 6);
    printf("apply %ld %ld\n", r.x, r.y);
    m_ld v[5];
    for (int i = 0; i < 5; i++) v[i] = mk_m_ld(i);
    printf("fold %.17g\n", gcc_fold(add_weighted, v, 5));
    big b = gcc_call_maker(make_big, 3);
    printf("maker %.17g %d %d\n", sm_big(b), b.a[0], b.a[12]);
    gcc_counter++;
    gcc_table[2] *= 4;
    printf("globals %d %g %s\n", gcc_counter, gcc_table[2] + gcc_table[3], gcc_name);
    gcc_touch_globals();
    printf("touched %d %ld %ld\n", test_counter, test_pair.x, test_pair.y);
    return 0;
}
