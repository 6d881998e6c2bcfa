// Application style: the minimum and maximum of an array and a count below a threshold with
// target parallel for (one team of threads) and target teams distribute parallel for in
// functions returning several results through pointers; the argmax found in a second pass.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | min 0 max 10006 below 100: 200, first max at 1040
#include <stdio.h>
#include <stdlib.h>

static void extremes(const int *v, int n, int *mn, long *mx, int *below) {
  int lo = 1 << 30, cnt = 0;
  long hi = -1;
#pragma omp target parallel for map(to: v[0:n]) reduction(min: lo) reduction(max: hi) reduction(+: cnt)
  for (int i = 0; i < n; i++) {
    if (v[i] < lo) lo = v[i];
    if (v[i] > hi) hi = v[i];
    cnt += v[i] < 100;
  }
  *mn = lo;
  *mx = hi;
  *below = cnt;
}

static int argmax(const int *v, int n, long mx) {
  int first = n;
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(min: first)
  for (int i = 0; i < n; i++)
    if (v[i] == mx && i < first) first = i;
  return first;
}

int main(void) {
  int n = 20000;
  int *v = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) v[i] = (int)((i * 7919L) % 10007);
  int mn, below;
  long mx;
  extremes(v, n, &mn, &mx, &below);
  printf("min %d max %ld below 100: %d, first max at %d\n", mn, mx, below, argmax(v, n, mx));
  free(v);
  return 0;
}
