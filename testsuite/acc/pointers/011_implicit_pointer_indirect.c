// A bare pointer whose subscripts give no section (an indirect index x[idx[i]]): only the
// pointer reaches the region, translated to the device address of the data the caller's data
// region mapped, and a warning says so (issue 21). The index array's own subscripts are affine:
// its section is inferred.
// warning: parallel: only the pointer 'x' is passed to the region, not the data it points to (a subscript that is not affine in the loop variables)
// remark: parallel: generating implicit copyin(idx[:n])
// remark: parallel: generating implicit copy(y[:n])
// expect-exit: 0
// expect-stdout:
// | gather 126 0 1
// | PASS
#include <stdio.h>
#include <stdlib.h>

static void gather(double *y, const double *x, const int *idx, int n) {
  #pragma acc parallel loop
  for (int i = 0; i < n; i++)
    y[i] = x[idx[i]];
}

int main(void) {
  int n = 128;
  double *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n);
  int *idx = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++) {
    x[i] = i;
    idx[i] = (i * 5 + 3) % n;
    y[i] = -1.0;
  }
  #pragma acc data copyin(x[0:n])
  gather(y, x, idx, n);
  int bad = 0;
  for (int i = 0; i < n; i++) bad += y[i] != (i * 5 + 3) % n;
  printf("gather %g %g %g\n", y[n - 1], y[25], y[n - 2 + 0] - y[n - 2] + 1);
  printf("%s\n", bad ? "FAIL" : "PASS");
  free(x);
  free(y);
  free(idx);
  return bad != 0;
}
