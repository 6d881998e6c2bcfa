// Reduction operators on double: + * max min (and && || on double operands into int); starting values
// are combined with the result. Values are exactly representable, so the order does not matter.
// expect-exit: 0
// expect-stdout:
// | double: + -2.000000 * 12.000000 max 12.500000 min -12.500000 && 1 || 1
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  double v[N], m[N];
  for (int i = 0; i < N; i++) {
    v[i] = (double)(((i * 37) % 101) - 50) * 0.25;
    m[i] = (i % 17 == 0) ? 2 : (i % 23 == 0 ? -0.5 : 1);
  }
  double s = 1.5, p = 3, mx = -100, mn = 100;
  int l = 1, r = 0;
  #pragma acc parallel loop copyin(v, m) reduction(+:s) reduction(*:p) reduction(max:mx) reduction(min:mn) \
      reduction(&&:l) reduction(||:r)
  for (int i = 0; i < N; i++) {
    s += v[i];
    p *= m[i];
    mx = v[i] > mx ? v[i] : mx;
    mn = v[i] < mn ? v[i] : mn;
    l = l && (v[i] != 100);
    r = r || (v[i] == 0);
  }
  double es = 1.5, ep = 3, emx = -100, emn = 100;
  for (int i = 0; i < N; i++) { es += v[i]; ep *= m[i]; if (v[i] > emx) emx = v[i]; if (v[i] < emn) emn = v[i]; }
  printf("double: + %.6f * %.6f max %.6f min %.6f && %d || %d\n", s, p, mx, mn, l, r);
  return !(s == es && p == ep && mx == emx && mn == emn && l == 1 && r == 1);
}
