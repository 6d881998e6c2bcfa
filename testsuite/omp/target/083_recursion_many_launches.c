// Target regions in recursion and in a function called many times (OpenMP 4.5 §2.10.4): a divide-and-conquer sum whose leaves are target regions on sections of one array mapped by the caller, and a small kernel launched in a loop of 200 calls.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | tree sum 24570
// | after 200 launches: 200 200
#include <stdio.h>

#define N 4096

static long leaf(const int *a, int lo, int hi) {
  long s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: a[lo:hi - lo])
  for (int i = lo; i < hi; i++) s += a[i];
  return s;
}

static long tree_sum(const int *a, int lo, int hi) {
  if (hi - lo <= 512) return leaf(a, lo, hi);
  int mid = lo + (hi - lo) / 2;
  return tree_sum(a, lo, mid) + tree_sum(a, mid, hi);
}

static void bump(int *x, int n) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
  for (int i = 0; i < n; i++) x[i] += 1;
}

int main(void) {
  static int a[N];
  for (int i = 0; i < N; i++) a[i] = i % 13;
  printf("tree sum %ld\n", tree_sum(a, 0, N));
  int x[16] = {0};
  for (int k = 0; k < 200; k++) bump(x, 16);
  printf("after 200 launches: %d %d\n", x[0], x[15]);
  return 0;
}
