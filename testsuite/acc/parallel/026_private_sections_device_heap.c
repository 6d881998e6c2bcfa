// Private and firstprivate copies of run-time length too large for a GPU thread's 1 KiB stack
// (OpenACC 3.3 §2.5.13, §2.5.14): on the GPU they come from the device heap (docs/design.md
// decision 36); a dynamic stack allocation of 8 KB per copy stopped the kernels with
// CUDA_ERROR_ILLEGAL_ADDRESS (OpenACCV-V parallel_private, parallel_firstprivate). The
// OpenACCV-V forms (a compute-level private row written by a worker loop and summed by a
// sequential one; a compute-level firstprivate row read by a worker loop), application forms
// (a scratch row private to each iteration of a gang vector loop, in a function taking
// pointers and lengths; a VLA in a seq routine), and a pointer with no data clause whose
// loop bound is a global (OpenACCV-V parallel_default_copy: the section is inferred).
// expect-from: hand (gcc 12 rejects subarrays in private/firstprivate; output of its serial build)
// expect-exit: 0
// expect-stdout:
// | private rows 0
// | firstprivate rows 0 original 0
// | scratch rows 0
// | routine vla 0
// | global bound 0
#include <stdio.h>
#include <stdlib.h>

long long len = 1500;

static int private_rows(int n) {
  double *a = malloc(10 * n * sizeof *a), *b = malloc(10 * n * sizeof *b);
  double *c = malloc(n * sizeof *c), d[10];
  for (int i = 0; i < 10 * n; i++) {
    a[i] = i % 7;
    b[i] = i % 5;
  }
  for (int x = 0; x < 10; x++) d[x] = 0;
  #pragma acc parallel num_gangs(10) private(c[0:n]) copyin(a[0:10 * n], b[0:10 * n]) copy(d)
  {
    #pragma acc loop gang
    for (int x = 0; x < 10; ++x) {
      #pragma acc loop worker
      for (int y = 0; y < n; ++y) c[y] = a[x * n + y] + b[x * n + y];
      #pragma acc loop seq
      for (int y = 0; y < n; ++y) d[x] += c[y];
    }
  }
  int bad = 0;
  for (int x = 0; x < 10; x++) {
    double want = 0;
    for (int y = 0; y < n; y++) want += a[x * n + y] + b[x * n + y];
    bad += d[x] != want;
  }
  free(a);
  free(b);
  free(c);
  return bad;
}

static int firstprivate_rows(int n, int *original) {
  double *a = malloc(10 * n * sizeof *a), *c = malloc(n * sizeof *c), *d = malloc(10 * n * sizeof *d);
  for (int i = 0; i < 10 * n; i++) a[i] = i % 11;
  for (int y = 0; y < n; y++) c[y] = y % 3;
  #pragma acc data copyin(a[0:10 * n]) copyout(d[0:10 * n])
  {
    #pragma acc parallel firstprivate(c[0:n])
    {
      #pragma acc loop gang
      for (int x = 0; x < 10; ++x) {
        #pragma acc loop worker
        for (int y = 0; y < n; ++y) d[x * n + y] = a[x * n + y] + c[y];
      }
    }
  }
  int bad = 0;
  for (int x = 0; x < 10; x++)
    for (int y = 0; y < n; y++) bad += d[x * n + y] != a[x * n + y] + y % 3;
  *original = 0;
  for (int y = 0; y < n; y++) *original += c[y] != y % 3;
  free(a);
  free(c);
  free(d);
  return bad;
}

static int scratch_rows(double *tmp, int m, const double *a, double *out, int n) {
  #pragma acc parallel loop gang vector private(tmp[0:m]) copyin(a[0:n]) copyout(out[0:n])
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

#pragma acc routine seq
static double window_sum(const double *x, int k) {
  double t[k];
  for (int j = 0; j < k; j++) t[j] = x[j] * 2;
  double s = 0;
  for (int j = 0; j < k; j++) s += t[k - 1 - j];
  return s;
}

static int routine_vla(int n, int k) {
  double *x = malloc((n + k) * sizeof *x), *out = malloc(n * sizeof *out);
  for (int i = 0; i < n + k; i++) x[i] = i % 4;
  #pragma acc parallel loop copyin(x[0:n + k]) copyout(out[0:n])
  for (int i = 0; i < n; i++) out[i] = window_sum(x + i, k);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < k; j++) s += 2 * x[i + j];
    bad += out[i] != s;
  }
  free(x);
  free(out);
  return bad;
}

static int global_bound(void) {
  double *a = malloc(len * sizeof *a), *c = malloc(len * sizeof *c);
  for (long long x = 0; x < len; x++) {
    a[x] = x % 9;
    c[x] = 1;
  }
  #pragma acc data copyin(a[0:len])
  {
    #pragma acc parallel
    {
      #pragma acc loop
      for (long long x = 0; x < len; ++x) c[x] += a[x];
    }
  }
  int bad = 0;
  for (long long x = 0; x < len; x++) bad += c[x] != 1 + x % 9;
  free(a);
  free(c);
  return bad;
}

int main(int argc, char **argv) {
  (void)argv;
  int n = 1024 * argc;
  printf("private rows %d\n", private_rows(n));
  int original;
  int bad = firstprivate_rows(1000 * argc, &original);
  printf("firstprivate rows %d original %d\n", bad, original);
  int m = 300 * argc, cells = 2000;
  double *tmp = malloc(m * sizeof *tmp), *a = malloc(cells * sizeof *a), *out = malloc(cells * sizeof *out);
  for (int i = 0; i < cells; i++) a[i] = i % 13;
  printf("scratch rows %d\n", scratch_rows(tmp, m, a, out, cells));
  printf("routine vla %d\n", routine_vla(500, 100 * argc));
  printf("global bound %d\n", global_bound());
  free(tmp);
  free(a);
  free(out);
  return 0;
}
