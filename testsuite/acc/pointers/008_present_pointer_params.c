// present(...) naming plain pointer parameters whose targets the caller mapped, as the
// OpenACC training materials write it (nvc looks up the data the pointer holds, not the
// pointer variable): parallel and kernels regions, an enter data region across functions,
// a pointer that points into the middle of the mapped block. A copyin of a bare pointer maps
// only the pointer itself: a warning says so.
// warning: 'copyin(q)' maps only the pointer 'q'
// expect-exit: 0
// expect-stdout:
// | smooth 0 scale 0 middle 0 bare 0
#include <stdio.h>
#include <stdlib.h>

static void smooth(double *restrict a, double *restrict b, int n) {
  #pragma acc parallel loop present(a, b)
  for (int i = 1; i < n - 1; i++) b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
}

static void scale(double *x, int n, double f) {
  #pragma acc kernels present(x)
  for (int i = 0; i < n; i++) x[i] *= f;
}

static double first(const double *q) {
  double r = 0.0;
  #pragma acc serial copyin(q) copy(r)
  r = 1.0;
  return r + q[0] * 0.0;
}

int main(void) {
  int n = 1000;
  double *a = malloc(n * sizeof *a), *b = calloc(n, sizeof *b), *c = malloc(n * sizeof *c);
  for (int i = 0; i < n; i++) a[i] = i % 3;
  for (int i = 0; i < n; i++) c[i] = i;
  #pragma acc data copyin(a[0:n]) copy(b[0:n])
  smooth(a, b, n);
  int bad_smooth = 0;
  for (int i = 1; i < n - 1; i++) bad_smooth += b[i] != 1.0;
  #pragma acc enter data copyin(c[0:n])
  scale(c, n, 2.0);
  scale(c + n / 2, n / 2, 0.5);
  #pragma acc exit data copyout(c[0:n])
  int bad_scale = 0, bad_middle = 0;
  for (int i = 0; i < n / 2; i++) bad_scale += c[i] != 2.0 * i;
  for (int i = n / 2; i < n; i++) bad_middle += c[i] != i;
  int bad_bare = first(a) != 1.0;
  printf("smooth %d scale %d middle %d bare %d\n", bad_smooth, bad_scale, bad_middle, bad_bare);
  return bad_smooth || bad_scale || bad_middle || bad_bare;
}
