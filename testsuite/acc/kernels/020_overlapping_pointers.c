// kernels loops over C pointers that overlap (an in-place shift through two pointer parameters: nvc's "complex loop carried dependence"). Distinct pointers may point into one array, so such loops run as written unless the pointers are restrict (the restrict loop still runs in parallel); the result is the sequential one.
// remark: loop at 15:3 not parallelized: p and q may point to the same memory (C pointers without restrict)
// remark: loop at 20:3 is parallelizable
// remark: loop at 27:3 not parallelized: p and table may point to the same memory
// expect-exit: 0
// expect-stdout:
// | a[1] 1.0 a[500000] 500000.0 a[1000000] 1000000.0 b[last] 499999.5
// | table[1000000] 1000000.0
#include <stdio.h>

#define N 1000000

static void shift_add(int n, double *p, const double *q) {
#pragma acc kernels present(p[0:n], q[0:n])
  for (int i = 0; i < n; i++) p[i] = q[i] + 1.0;
}

static void scale_into(int n, double *restrict out, const double *restrict in, double f) {
#pragma acc kernels present(out[0:n], in[0:n])
  for (int i = 0; i < n; i++) out[i] = f * in[i];
}

static double table[N + 1];

static void from_global(int n, double *p) {
#pragma acc kernels present(p[0:n], table)
  for (int i = 0; i < n; i++) p[i] = table[i] + 1.0;
}

int main(void) {
  static double a[N + 1], b[N];
  for (int i = 0; i <= N; i++) a[i] = 0.0;
#pragma acc data copy(a[0:N + 1]) create(b[0:N])
  {
    /* a[i + 1] = a[i] + 1 in order: a[k] = k. */
    shift_add(N, a + 1, a);
    scale_into(N, b, a, 0.5);
#pragma acc update self(b[0:N])
  }
  printf("a[1] %.1f a[500000] %.1f a[1000000] %.1f b[last] %.1f\n", a[1], a[500000], a[N], b[N - 1]);
  for (int i = 0; i <= N; i++) table[i] = 0.0;
#pragma acc data copy(table)
  {
    from_global(N, table + 1);
  }
  printf("table[1000000] %.1f\n", table[N]);
  return 0;
}
