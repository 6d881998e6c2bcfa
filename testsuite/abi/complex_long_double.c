#include <stdio.h>
typedef _Complex long double cld;
/* Defined in OIR: results in st(0)/st(1) (COMPLEX_X87), arguments in memory. */
cld oir_cld_make(long double re, long double im);
cld oir_cld_mul(cld a, cld b);
long double oir_cld_call(long double re, long double im);
long double oir_cld_indirect(cld (*f)(cld, int), long double re, long double im);
/* Called from OIR, directly and through a pointer. */
cld c_cld_scale(cld z, int k) {
  return z * (long double)k;
}
int main(void) {
  cld a = oir_cld_make(1.5L, -2.0L);
  cld b = oir_cld_mul(a, oir_cld_make(0.5L, 4.0L));
  /* (1.5 - 2i)(0.5 + 4i) = 0.75 + 6i - 1i + 8 = 8.75 + 5i */
  printf("make %Lg %Lg mul %Lg %Lg call %Lg ind %Lg\n", __real__ a, __imag__ a, __real__ b,
         __imag__ b, oir_cld_call(1.25L, 0.75L), oir_cld_indirect(c_cld_scale, 2.0L, 0.5L));
  return 0;
}
