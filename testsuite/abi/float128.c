#include <stdio.h>
typedef __float128 Q;
struct qwrap { Q x; };
Q oir_qfma(Q a, Q b, Q c);
Q oir_qsum(int n, ...);
struct qwrap oir_qwrap(struct qwrap w, double d);
_Float16 oir_hmul(_Float16 a, float b);
unsigned long oir_asm_bswap(unsigned long x);
int main(void) {
  struct qwrap w = { 1.0Q / 3 };
  Q s = oir_qsum(3, 1.0Q, 2.5Q, 1.0Q / 4);
  Q f = oir_qfma(1.0Q / 3, 3, -1);
  printf("fma %g sum %g wrap %.17g hmul %g bswap %lx\n", (double)(f * 1e34Q), (double)s,
         (double)oir_qwrap(w, 0.5).x, (double)oir_hmul(1.5f16, 3.0f), oir_asm_bswap(0x0102030405060708ul));
  return 0;
}
