// The section inferred from a region's subscripts over-approximates when an access is guarded:
// here a[i-1] under i > 0 gives a[-1:n+1], of which the caller's data region maps a[0:n]. Data
// that overlaps an inferred section is used in place (nvc's "if not already present"), not
// reported as partly present (issue 21); also in the kernels a split kernels region makes,
// which find the section through the data construct around them.
// remark: parallel: generating implicit copyin(a[-1:n + 1])
// remark: kernels: generating implicit copyin(a[-1:n + 1])
// remark: kernels: region split into 2 kernels launched in order
// expect-exit: 0
// expect-stdout:
// | 0 1 3 195 | 197 0
// | kernels 0 1 197
// | PASS
#include <stdio.h>
#include <stdlib.h>

static void pairs(double *b, const double *a, int n) {
  #pragma acc parallel loop
  for (int i = 0; i < n; i++)
    b[i] = (i > 0 ? a[i - 1] : 0.0) + a[i];
}

static void pairs_kernels(double *b, const double *a, int n) {
  #pragma acc kernels
  {
    for (int i = 0; i < n; i++) b[i] = i > 0 ? a[i - 1] : 0.0;
    for (int i = 0; i < n; i++) b[i] += a[i];
  }
}

int main(void) {
  int n = 100;
  double *a = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    a[i] = i;
    b[i] = -1.0;
  }
  #pragma acc data copyin(a[0:n]) copyout(b[0:n])
  {
    pairs(b, a, n);
  }
  int bad = b[0] != 0.0;
  for (int i = 1; i < n; i++) bad += b[i] != 2.0 * i - 1.0;
  printf("%g %g %g %g | %g %g\n", b[0], b[1], b[2], b[n - 2], b[n - 1] + b[1] - 1.0, a[0]);
  for (int i = 0; i < n; i++) b[i] = -1.0;
  #pragma acc data copyin(a[0:n]) copy(b[0:n])
  {
    pairs_kernels(b, a, n);
  }
  bad += b[0] != 0.0;
  for (int i = 1; i < n; i++) bad += b[i] != 2.0 * i - 1.0;
  printf("kernels %g %g %g\n", b[0], b[1], b[n - 1]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  free(a);
  free(b);
  return bad != 0;
}
