/* long double constants at full x87 precision (literals, <float.h> limits, hex floats,
   static initializers with negation and casts) and _Complex long double by value
   (returned in st(0)/st(1)), directly and through function pointers. */
#include <float.h>
#include <stdio.h>

typedef _Complex long double cld;

static long double limits[] = {LDBL_MAX, -LDBL_MAX, LDBL_MIN, LDBL_EPSILON, LDBL_TRUE_MIN};
static long double tenth = 0.1L, third = (long double)1 / 3, neg = -0x1.123456789abcdef2p-16000L;
static long double from_int = (long double)18446744073709551615ULL;
static double narrowed = (double)0.1L;
static long long truncated = (long long)-7.9L;
static cld cz = 2.0L;

static cld make(long double re, long double im) {
    cld z;
    __real__ z = re;
    __imag__ z = im;
    return z;
}
static cld mul(cld a, cld b) { return make(__real__ a * __real__ b - __imag__ a * __imag__ b,
                                           __real__ a * __imag__ b + __imag__ a * __real__ b); }
static cld conj_l(cld z) { return make(__real__ z, -__imag__ z); }

int main(void) {
    for (int i = 0; i < 5; i++)
        printf("%La %Lg\n", limits[i], limits[i]);
    printf("%La %La %La %La %a %lld\n", tenth, third, neg, from_int, narrowed, truncated);
    long double x = 1.18973149535723176502e+4932L, y = 0x1.fffffffffffffffep+16383L;
    printf("%d %La %La\n", x == y, -x, 0.3333333333333333333333333L);
    printf("%.25Lg %Lg\n", 1.000000000000000000054210108624275221700372640043497085571289L,
           3.36210314311209350626e-4932L / 2);
    cld (*fp)(cld, cld) = mul;
    cld (*cp)(cld) = conj_l;
    cld z = fp(make(1.5L, -2.0L), make(0.5L, 4.0L));
    cld w = cp(z);
    printf("%Lg %Lg %Lg %Lg %Lg %Lg\n", __real__ z, __imag__ z, __real__ w, __imag__ w,
           __real__ cz, __imag__ cz);
    return 0;
}
