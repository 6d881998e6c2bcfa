#include <stdio.h>
struct ldrec { int i; long double x; };
long double oir_ldadd(long double a, long double b);
long double oir_ldsum(int n, ...);
double oir_recsum(struct ldrec r);
double oir_mixed(double a, long double b, int c);
struct ldwrap { long double x; };
struct ldwrap oir_wrap(long double x);
int main(void) {
  struct ldrec r = {10, 2.5L};
  printf("add %Lg sum %Lg rec %g mixed %g wrap %Lg\n", oir_ldadd(1.25L, 2.5L),
         oir_ldsum(3, 1.0L, 2.0L, 3.5L), oir_recsum(r), oir_mixed(1.25, 2.0L, 3), oir_wrap(2.5L).x);
  return 0;
}
