// A loop split into chunk tasks by hand (what taskloop would do): chunk bounds are
// firstprivate, results go into per-chunk slots combined after taskwait.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | chunks 34 total 32835.0000
#include <stdio.h>
#include <omp.h>

#define N 100000
#define CHUNK 3000

int main(void) {
  static double v[N];
  double part[(N + CHUNK - 1) / CHUNK];
  for (int i = 0; i < N; i++)
    v[i] = (i % 100) * 0.01;
  int nchunks = 0;
#pragma omp parallel
#pragma omp single
  {
    for (int lo = 0; lo < N; lo += CHUNK) {
      int hi = lo + CHUNK < N ? lo + CHUNK : N;
      int slot = nchunks++;
#pragma omp task firstprivate(lo, hi, slot)
      {
        double s = 0;
        for (int i = lo; i < hi; i++)
          s += v[i] * v[i];
        part[slot] = s;
      }
    }
#pragma omp taskwait
  }
  double total = 0;
  for (int k = 0; k < nchunks; k++)
    total += part[k];
  printf("chunks %d total %.4f\n", nchunks, total);
  return 0;
}
