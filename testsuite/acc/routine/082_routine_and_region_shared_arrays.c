// A region whose gang-private array and a vector routine's local array each fit in shared
// memory, but not together (OpenACC 3.3 §2.5.13 gang-private data; docs/gpu.md "Routines
// with loops of their own"): on the GPU the region's array (30 KiB) goes to the gang's
// storage in global memory, so that with the routine's (24 KiB) the kernel stays under
// ptxas's 48 KiB of static shared memory. Each array is written in a vector loop and read
// across the threads after it.
// expect-exit: 0
// expect-stdout:
// | rows: wrong 0
// | total 847650
#include <stdio.h>
#define N 3072
#define M 3840
#define G 8

// window[j] = x[j] + k, then sum of window[j] * window[n - 1 - j] over the threads.
#pragma acc routine vector
static double folded(const double *x, int n, int k) {
  double window[N];
  double s = 0;
  #pragma acc loop vector
  for (int j = 0; j < n; j++) window[j] = x[j] + k;
  #pragma acc loop vector reduction(+:s)
  for (int j = 0; j < n; j++) s += window[j] * window[n - 1 - j];
  return s;
}

static double x[G][N], out[G], part[G];

int main(void) {
  for (int g = 0; g < G; g++)
    for (int j = 0; j < N; j++) x[g][j] = (g + j) % 5 - 2;
  #pragma acc parallel loop gang copyin(x) copyout(out, part)
  for (int g = 0; g < G; g++) {
    double acc_row[M];
    #pragma acc loop vector
    for (int j = 0; j < M; j++) acc_row[j] = (j % 7) * (g + 1);
    double s = 0;
    #pragma acc loop vector reduction(+:s)
    for (int j = 0; j < M; j++) s += acc_row[M - 1 - j];
    part[g] = s;
    out[g] = folded(x[g], N, g);
  }
  int wrong = 0;
  double total = 0;
  for (int g = 0; g < G; g++) {
    double s = 0, f = 0;
    for (int j = 0; j < M; j++) s += (j % 7) * (g + 1);
    for (int j = 0; j < N; j++) f += (x[g][j] + g) * (x[g][N - 1 - j] + g);
    wrong += part[g] != s || out[g] != f;
    total += part[g] + out[g];
  }
  printf("rows: wrong %d\n", wrong);
  printf("total %.0f\n", total);
  return 0;
}
