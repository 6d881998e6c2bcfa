// Static initializers from the floating built-in constants glibc's macros expand to:
// INFINITY, HUGE_VAL(F/L), NAN (__builtin_inff(), __builtin_huge_val(), __builtin_nanf("")),
// negated, in arrays and structs, and the _Float16/_Float128 variants (__builtin_inff128,
// __builtin_nanf16); the same built-ins at run time. Prints the stored bit patterns.
// expect-exit: 0
// expect-stdout:
// | 7fff0000000000000000000000000000
// | 7fff8000000000000000000000000000
// | ffff0000000000000000000000000000
// | 7fff8000000000000000
// | 7fffc000000000000000
// | ffff8000000000000000
// | 7c00
// | 7e00
// | 7ff0000000000000
// | 7ff0000000000000
// | fff8000000000000
// | 7fc00000
// | ff800000
// | 7ff00000000000007ff0000000000000fff0000000000000
// | 7f800000ff800000
// | 7fff0000000000000000000000000000
// | 7fff8000000000000000000000000000
// | 7c00
// | 7fff8000000000000000
#include <math.h>
#include <stdio.h>
#include <string.h>
_Float128 qi = __builtin_inff128();
_Float128 qn = __builtin_nanf128("");
_Float128 qh = -__builtin_huge_valf128();
static long double li = __builtin_infl(), ln = __builtin_nanl(""), lh = -HUGE_VALL;
_Float16 hi = __builtin_inff16(), hn = __builtin_nanf16("");
static double a = INFINITY, b = HUGE_VAL, dn = -NAN;
static float c = NAN, cf = -INFINITY;
double d[3] = { -INFINITY, HUGE_VALF, 1.0 / 0.0 };
struct { float lo, hi; } range = { -INFINITY, INFINITY };
static void bytes(const void *p, int n) {
    const unsigned char *b = p;
    for (int i = n - 1; i >= 0; i--) printf("%02x", b[i]);
    printf("\n");
}
int main(void) {
    bytes(&qi, 16); bytes(&qn, 16); bytes(&qh, 16);
    bytes(&li, 10); bytes(&ln, 10); bytes(&lh, 10);
    bytes(&hi, 2); bytes(&hn, 2);
    bytes(&a, 8); bytes(&b, 8); bytes(&dn, 8); bytes(&c, 4); bytes(&cf, 4);
    bytes(d, 24); bytes(&range, 8);
    _Float128 rq = __builtin_inff128(), rn = __builtin_nanf128("");
    _Float16 rh = __builtin_inff16();
    long double rl = __builtin_huge_vall();
    bytes(&rq, 16); bytes(&rn, 16); bytes(&rh, 2); bytes(&rl, 10);
    return 0;
}
