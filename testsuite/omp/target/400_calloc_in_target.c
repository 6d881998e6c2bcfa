// omp_calloc in target regions (OpenMP 5.1 §3.13.7 with a predefined allocator, 5.0 §3.7):
// each team's zeroed scratch block from omp_calloc, filled, summed and given back with
// omp_free inside the region, as a function taking the data by pointer would. The block must
// come back zeroed and be given back to the allocator that made it (oxacc's host fallback
// freed libomp's omp_calloc block with free() and aborted: "free(): invalid pointer").
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | team sums 2016 6112 10208 14304
// | nonzero 0
// | OK
#include <omp.h>
#include <stdio.h>

#define T 4
#define M 64

static void team_sums(const int *x, long *sums, int *nonzero) {
#pragma omp target teams distribute num_teams(T) map(to: x[0:T * M]) \
    map(from: sums[0:T]) map(tofrom: nonzero[0:1])
  for (int t = 0; t < T; t++) {
    int *scratch = (int *)omp_calloc(M, sizeof(int), omp_default_mem_alloc);
    long s = 0;
    if (scratch == NULL) {
      s = -1;
    } else {
      for (int i = 0; i < M; i++)
        if (scratch[i] != 0) {
#pragma omp atomic
          nonzero[0]++;
        }
      for (int i = 0; i < M; i++) scratch[i] = x[t * M + i];
      for (int i = 0; i < M; i++) s += scratch[i];
      omp_free(scratch, omp_default_mem_alloc);
    }
    sums[t] = s;
  }
}

int main(void) {
  int x[T * M];
  long sums[T];
  int nonzero = 0;
  for (int i = 0; i < T * M; i++) x[i] = i;
  team_sums(x, sums, &nonzero);
  printf("team sums %ld %ld %ld %ld\n", sums[0], sums[1], sums[2], sums[3]);
  printf("nonzero %d\n", nonzero);
  int ok = sums[0] == 2016 && sums[3] == 14304 && nonzero == 0;
  printf("%s\n", ok ? "OK" : "FAIL");
  return ok ? 0 : 1;
}
