// A `kernels` loop whose temporary the host uses before the region, never after it (every
// later use stores first): the temporary is privatized and the loop runs in parallel. A
// second temporary whose address a pointer keeps is read through the pointer after the
// region, so the region must keep it shared (its last value comes back, as on the host).
// remark: loop at 27:5: t privatized
// expect-exit: 0
// expect-stdout:
// | before 6
// | b 0 3 12 27 48 ... 2883 total 985050
// | after 1.5
// | kept 99
#include <stdio.h>

#define N 100

static void show(double v) { printf("before %.0f\n", v); }

int main(void) {
  double a[N], b[N], t, u;
  double *keep = &u;
  int k;
  t = 6.0;
  show(t);
  for (k = 0; k < N; k++) a[k] = k;
  #pragma acc kernels copyin(a) copyout(b)
  {
    for (k = 0; k < N; k++) {
      t = a[k] * a[k];
      b[k] = 3.0 * t;
    }
  }
  double s = 0;
  for (k = 0; k < N; k++) s += b[k];
  printf("b %.0f %.0f %.0f %.0f %.0f ... %.0f total %.0f\n", b[0], b[1], b[2], b[3], b[4],
         b[31], s);
  t = 1.5;
  printf("after %.1f\n", t);
  #pragma acc kernels copyin(a)
  {
    for (k = 0; k < N; k++) {
      u = a[k];
    }
  }
  printf("kept %.0f\n", *keep);
  return 0;
}
