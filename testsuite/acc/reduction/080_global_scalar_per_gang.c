// A scalar of static storage (file scope, a function's `static`) that each gang iteration sets
// before it reads it, reduced by an inner vector or worker loop and read after it in the same
// iteration (the OpenACCV-V parallel_loop_reduction_and_loop pattern, written in C as old codes
// do with globals): nvc privatizes it per gang; oxacc gave it one copy that every gang wrote at
// once (implicit copy, §2.6.2/§2.9.11), so rows mixed on the host back end's threads and on the
// GPU. A `kernels` loop keeps such a scalar shared, since the host may read it after the
// region, and runs sequentially (correct, not parallel).
// remark: rowsum privatized
// remark: hi privatized
// warning: 'rowsum' is set before it is read in every iteration of the loop at 27:11
// expect-exit: 0
// expect-stdout:
// | sums: rows 3000 wrong 0 total 26999995
// | max: rows 3000 wrong 0
// | kernels: rows 3000 wrong 0
#include <stdio.h>
#include <stdlib.h>

#define N 3000
#define M 3000

double rowsum;
int count_k;

static void row_sums(int n, int m, const double *a, double *out, double *dev)
{
  #pragma acc parallel loop gang copyin(a[0:n*m]) copyout(out[0:n], dev[0:n*m])
  for (int i = 0; i < n; i++) {
    rowsum = 0.0;
    #pragma acc loop vector reduction(+:rowsum)
    for (int j = 0; j < m; j++)
      rowsum += a[(long)i * m + j];
    out[i] = rowsum;
    #pragma acc loop vector
    for (int j = 0; j < m; j++)
      dev[(long)i * m + j] = a[(long)i * m + j] * m - rowsum;
  }
}

static void row_max(int n, int m, const int *a, int *out)
{
  static int hi;
  #pragma acc parallel loop gang
  for (int i = 0; i < n; i++) {
    hi = a[(long)i * m];
    #pragma acc loop worker reduction(max:hi)
    for (int j = 1; j < m; j++)
      hi = a[(long)i * m + j] > hi ? a[(long)i * m + j] : hi;
    out[i] = hi + i;
  }
}

static void row_count(int n, int m, const int *a, int *out)
{
  #pragma acc kernels
  {
    #pragma acc loop gang
    for (int i = 0; i < n; i++) {
      count_k = 0;
      #pragma acc loop vector reduction(+:count_k)
      for (int j = 0; j < m; j++)
        count_k += a[(long)i * m + j] % 3 == 0;
      out[i] = count_k;
    }
  }
}

int main(void)
{
  double *a = malloc(sizeof(double) * N * M), *s = malloc(sizeof(double) * N);
  double *d = malloc(sizeof(double) * N * M);
  int *b = malloc(sizeof(int) * N * M), *h = malloc(sizeof(int) * N), *c = malloc(sizeof(int) * N);
  for (long k = 0; k < (long)N * M; k++) {
    a[k] = (double)(k % 7);
    b[k] = (int)((k * 7919) % 10007);
  }
  row_sums(N, M, a, s, d);
  row_max(N, M, b, h);
  row_count(N, M, b, c);
  int ws = 0, wh = 0, wc = 0;
  double total = 0.0;
  for (int i = 0; i < N; i++) {
    double e = 0.0;
    int mx = b[(long)i * M], cn = 0, wd = 0;
    for (int j = 0; j < M; j++)
      e += a[(long)i * M + j];
    for (int j = 0; j < M; j++) {
      wd |= d[(long)i * M + j] != a[(long)i * M + j] * M - e;
      if (b[(long)i * M + j] > mx) mx = b[(long)i * M + j];
      cn += b[(long)i * M + j] % 3 == 0;
    }
    ws += s[i] != e || wd;
    wh += h[i] != mx + i;
    wc += c[i] != cn;
    total += s[i];
  }
  printf("sums: rows %d wrong %d total %.0f\n", N, ws, total);
  printf("max: rows %d wrong %d\n", N, wh);
  printf("kernels: rows %d wrong %d\n", N, wc);
  free(a); free(s); free(d); free(b); free(h); free(c);
  return 0;
}
