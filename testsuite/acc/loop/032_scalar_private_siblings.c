// Siblings of the per-iteration scalar: a kernels loop with a temporary (kernels makes scalars
// copy, §2.6.2, so without privatization every gang writes one copy), a kernels gang loop
// whose row sum an inner vector loop reduces, a min-reduction per row with the running value
// set from the row itself, and a scalar that the host reads after the region (privatized
// anyway, with a warning: the last iteration's value does not come back).
// remark: loop at 21:11: t privatized
// remark: loop at 26:11: s privatized
// remark: loop at 33:11: lo privatized
// warning: 'w' is set before it is read in every iteration of the loop at 40:11
// expect-exit: 0
// expect-stdout:
// | temp 0 rowsum 0 rowmin 0 after 0
#include <stdio.h>
#include <stdlib.h>

#define R 300
#define C 40

static void run(int n, int m, const double *a, double *b, double *rs, double *rmin, double *out) {
  double t, s, lo, w = 0.0;
  #pragma acc kernels loop copyin(a[0:n*m]) copyout(b[0:n*m])
  for (int k = 0; k < n * m; k++) {
    t = a[k] * 2.0;
    b[k] = t * t + 1.0;
  }
  #pragma acc kernels loop gang copyin(a[0:n*m]) copyout(rs[0:n])
  for (int i = 0; i < n; i++) {
    s = 0.0;
    #pragma acc loop vector reduction(+:s)
    for (int j = 0; j < m; j++) s += a[i * m + j];
    rs[i] = s;
  }
  #pragma acc parallel loop gang copyin(a[0:n*m]) copyout(rmin[0:n])
  for (int i = 0; i < n; i++) {
    lo = a[i * m];
    #pragma acc loop vector reduction(min:lo)
    for (int j = 1; j < m; j++) lo = a[i * m + j] < lo ? a[i * m + j] : lo;
    rmin[i] = lo;
  }
  #pragma acc parallel loop gang copyin(a[0:n*m]) copyout(out[0:n])
  for (int i = 0; i < n; i++) {
    w = 1.0;
    #pragma acc loop vector reduction(*:w)
    for (int j = 0; j < 3; j++) w *= a[i * m + j];
    out[i] = w;
  }
  if (w < 0.0) abort();
}

int main(void) {
  double *a = malloc(R * C * sizeof *a), *b = malloc(R * C * sizeof *b);
  double *rs = malloc(R * sizeof *rs), *rmin = malloc(R * sizeof *rmin), *out = malloc(R * sizeof *out);
  for (int k = 0; k < R * C; k++) a[k] = 1.0 + (k * 7) % 13;
  run(R, C, a, b, rs, rmin, out);
  int bt = 0, bs = 0, bm = 0, bo = 0;
  for (int k = 0; k < R * C; k++) bt += b[k] != 4.0 * a[k] * a[k] + 1.0;
  for (int i = 0; i < R; i++) {
    double s = 0.0, lo = a[i * C], w = 1.0;
    for (int j = 0; j < C; j++) s += a[i * C + j];
    for (int j = 1; j < C; j++) lo = a[i * C + j] < lo ? a[i * C + j] : lo;
    for (int j = 0; j < 3; j++) w *= a[i * C + j];
    bs += rs[i] != s;
    bm += rmin[i] != lo;
    bo += out[i] != w;
  }
  printf("temp %d rowsum %d rowmin %d after %d\n", bt, bs, bm, bo);
  return bt || bs || bm || bo;
}
