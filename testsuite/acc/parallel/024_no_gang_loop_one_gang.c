// A parallel region with no gang-partitioned loop: a vector routine that accumulates into its
// argument (`b[i] += …`), a worker routine, and plain C loops in the region body. Every gang
// would run that code again (gang-redundant), adding its sums once per gang; like nvc
// ("Accelerator serial kernel generated") and libgomp, such a region runs in one gang.
// expect-exit: 0
// expect-stdout:
// | vector routine rows 34710 4455
// | worker routine rows 34710
// | plain loop total 8128 count 1
#include <stdio.h>
#include <openacc.h>
#define N 128

#pragma acc routine vector
void add_rows(const double *a, double *b, int n) {
  #pragma acc loop vector
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 8; j++) b[i] += a[i * 8 + j];
}

#pragma acc routine worker
void add_rows_worker(const double *a, double *b, int n) {
  #pragma acc loop worker
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 8; j++) b[i] += a[i * 8 + j];
}

int main(void) {
  static double a[N * 8], b[N], c[N];
  for (int i = 0; i < N * 8; i++) a[i] = (double)(i % 17) + 0.5 * (i % 3);
  for (int i = 0; i < N; i++) b[i] = c[i] = 0;

  #pragma acc data copyin(a) copy(b, c)
  {
    #pragma acc parallel
    {
      add_rows(a, b, N);
    }
    #pragma acc parallel
    {
      add_rows_worker(a, c, N);
    }
  }
  double sb = 0, sc = 0, b7 = 0;
  for (int i = 0; i < N; i++) { sb += b[i]; sc += c[i]; }
  for (int i = 0; i < 7; i++) b7 += b[i];
  printf("vector routine rows %.0f %.0f\n", sb * 4, b7 * 10);
  printf("worker routine rows %.0f\n", sc * 4);

  long total = 0;
  int count = 0;
  #pragma acc parallel copy(total, count)
  {
    for (int i = 0; i < N; i++) total += i;
    count += 1;
  }
  printf("plain loop total %ld count %d\n", total, count);
  return !(count == 1 && total == N * (N - 1) / 2);
}
