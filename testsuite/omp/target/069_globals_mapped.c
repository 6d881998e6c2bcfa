// Global variables in target regions without declare target (OpenMP 4.5 §2.15.5, as gcc and clang map them): a global array and a global structure mapped by map clauses, a static global, and a global scalar mapped tofrom.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | gvec[127]=254 count=5 slots[7]=49 total=16257
#include <stdio.h>

#define N 128

double gvec[N];
struct { int count; double scale; } gcfg = {0, 2.0};
static int slots[8];
int gtotal;

int main(void) {
  for (int i = 0; i < N; i++) gvec[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: gvec) map(to: gcfg)
  for (int i = 0; i < N; i++) gvec[i] *= gcfg.scale;
#pragma omp target map(tofrom: gcfg, slots)
  {
    gcfg.count = 5;
    for (int k = 0; k < 8; k++) slots[k] = k * k;
  }
  gtotal = 1;
#pragma omp target map(tofrom: gtotal) map(to: gvec)
  for (int i = 0; i < N; i++) gtotal += (int)gvec[i];
  printf("gvec[127]=%.0f count=%d slots[7]=%d total=%d\n", gvec[N - 1], gcfg.count, slots[7], gtotal);
  return 0;
}
