// private and firstprivate of pointer subarrays (OpenACC 3.3 §2.5.13, §2.5.14: a var in the
// list may be a subarray): a constant section, one with a nonzero lower bound, one read
// with a run-time trip count, and a private section as per-iteration scratch, in functions taking
// pointers. Each gang gets its own copy; firstprivate copies the section in.
// expect-from: hand (gcc 12 rejects subarrays in private/firstprivate; output of its serial build)
// expect-exit: 0
// expect-stdout:
// | first 0 offset 0 runtime 0 scratch 0
#include <stdio.h>
#include <stdlib.h>

static int first(const double *t, double *out, int n) {
  #pragma acc parallel loop firstprivate(t[0:4]) copyout(out[0:n])
  for (int i = 0; i < n; i++) out[i] = t[0] + t[1] + t[2] + t[3] + i;
  int bad = 0;
  for (int i = 0; i < n; i++) bad += out[i] != 10.0 + i;
  return bad;
}

static int offset(double *w, double *out, int n) {
  #pragma acc parallel loop firstprivate(w[2:3]) copyout(out[0:n])
  for (int i = 0; i < n; i++) out[i] = w[2 + i % 3] * i;
  int bad = 0;
  for (int i = 0; i < n; i++) bad += out[i] != (3.0 + i % 3) * i;
  return bad;
}

static int runtime(const int *c, int m, int *out, int n) {
  #pragma acc parallel loop firstprivate(c[0:9]) copyout(out[0:n])
  for (int i = 0; i < n; i++) {
    int s = 0;
    for (int k = 0; k < m; k++) s += c[k];
    out[i] = s + i;
  }
  int bad = 0;
  for (int i = 0; i < n; i++) bad += out[i] != m * (m + 1) / 2 + i;
  return bad;
}

static int scratch(double *tmp, const double *a, double *out, int n) {
  #pragma acc parallel loop private(tmp[0:8]) copyin(a[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < 8; k++) tmp[k] = a[i] * k;
    double s = 0.0;
    for (int k = 0; k < 8; k++) s += tmp[k];
    out[i] = s;
  }
  int bad = 0;
  for (int i = 0; i < n; i++) bad += out[i] != a[i] * 28.0;
  return bad;
}

int main(void) {
  int n = 200;
  double *t = malloc(4 * sizeof *t), *w = malloc(6 * sizeof *w), *out = malloc(n * sizeof *out);
  double *tmp = malloc(8 * sizeof *tmp), *a = malloc(n * sizeof *a);
  int *c = malloc(9 * sizeof *c), *iout = malloc(n * sizeof *iout);
  for (int k = 0; k < 4; k++) t[k] = k + 1;
  for (int k = 0; k < 6; k++) w[k] = k + 1;
  for (int k = 0; k < 9; k++) c[k] = k + 1;
  for (int i = 0; i < n; i++) a[i] = i % 7;
  int b1 = first(t, out, n), b2 = offset(w, out, n), b3 = runtime(c, 9, iout, n);
  int b4 = scratch(tmp, a, out, n);
  printf("first %d offset %d runtime %d scratch %d\n", b1, b2, b3, b4);
  return b1 || b2 || b3 || b4;
}
