// private and firstprivate of pointer subarrays whose length is known only at run time
// (OpenACC 3.3 §2.5.13, §2.5.14): each gang (each thread sharing a loop) gets its own copy of
// the n elements, firstprivate copies them in from the data. Loop-level clauses on a parallel
// loop, one with a run-time lower bound, one on a loop inside a sequential loop of the region
// (its storage must not grow each time round), a compute-level firstprivate read by a vector
// loop, in functions taking pointers and lengths (NAS/EPCC style scratch rows).
// remark: compute: firstprivate w[…], firstprivate n, firstprivate m private per gang
// remark: loop: tmp[…], i, k, s, k private per gang
// remark: loop: row[…], i, k private per gang
// expect-from: hand (gcc 12 rejects subarrays in private/firstprivate; output of its serial build)
// expect-exit: 0
// expect-stdout:
// | weights 0 window 0 scratch 0 sweeps 0 gangcopy 0
#include <stdio.h>
#include <stdlib.h>

static int weights(const double *w, int m, double *out, int n) {
  #pragma acc parallel loop firstprivate(w[0:m]) copyout(out[0:n])
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (int k = 0; k < m; k++) s += w[k] * (i % 3);
    out[i] = s;
  }
  int bad = 0;
  for (int i = 0; i < n; i++) bad += out[i] != m * (m + 1) / 2.0 * (i % 3);
  return bad;
}

static int window(const int *c, int lo, int len, int *out, int n) {
  #pragma acc parallel loop firstprivate(c[lo:len]) copyout(out[0:n])
  for (int i = 0; i < n; i++) out[i] = c[lo + i % len] - c[lo];
  int bad = 0;
  for (int i = 0; i < n; i++) bad += out[i] != 3 * (i % len);
  return bad;
}

static int scratch(double *tmp, int m, const double *a, double *out, int n) {
  #pragma acc parallel loop private(tmp[0:m]) copyin(a[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < m; k++) tmp[k] = a[i] + k;
    double s = 0.0;
    for (int k = m - 1; k >= 0; k--) s += tmp[k];
    out[i] = s;
  }
  int bad = 0;
  for (int i = 0; i < n; i++) bad += out[i] != m * a[i] + m * (m - 1) / 2.0;
  return bad;
}

static int sweeps(double *row, int m, double *out, int n, int nsweep) {
  int bad = 0;
  #pragma acc parallel num_gangs(4) copy(out[0:n])
  {
    for (int s = 0; s < nsweep; s++) {
      #pragma acc loop gang private(row[0:m])
      for (int i = 0; i < n; i++) {
        for (int k = 0; k < m; k++) row[k] = out[i] + k;
        out[i] = row[m - 1] - (m - 2);
      }
    }
  }
  for (int i = 0; i < n; i++) bad += out[i] != i + nsweep;
  return bad;
}

static int gangcopy(const long *v, int m, long *out, int n) {
  #pragma acc parallel firstprivate(v[0:m]) copyout(out[0:n])
  {
    #pragma acc loop gang vector
    for (int i = 0; i < n; i++) out[i] = v[i % m] * 2 + v[m - 1];
  }
  int bad = 0;
  for (int i = 0; i < n; i++) bad += out[i] != (i % m) * 20 + (m - 1) * 10;
  return bad;
}

int main(int argc, char **argv) {
  (void)argv;
  int m = 24 * argc, n = 1000;
  double *w = malloc(m * sizeof *w), *tmp = malloc(m * sizeof *tmp), *row = malloc(m * sizeof *row);
  double *a = malloc(n * sizeof *a), *out = malloc(n * sizeof *out);
  int *c = malloc(40 * sizeof *c), *iout = malloc(n * sizeof *iout);
  long *v = malloc(m * sizeof *v), *lout = malloc(n * sizeof *lout);
  for (int k = 0; k < m; k++) {
    w[k] = k + 1;
    v[k] = 10 * k;
  }
  for (int k = 0; k < 40; k++) c[k] = 3 * k;
  for (int i = 0; i < n; i++) a[i] = i % 7;
  int b1 = weights(w, m, out, n);
  int b2 = window(c, 5 * argc, 7 * argc + 2, iout, n);
  int b3 = scratch(tmp, m, a, out, n);
  for (int i = 0; i < n; i++) out[i] = i;
  int b4 = sweeps(row, m, out, n, 3);
  int b5 = gangcopy(v, m, lout, n);
  printf("weights %d window %d scratch %d sweeps %d gangcopy %d\n", b1, b2, b3, b4, b5);
  free(w), free(tmp), free(row), free(a), free(out), free(c), free(iout), free(v), free(lout);
  return b1 || b2 || b3 || b4 || b5;
}
