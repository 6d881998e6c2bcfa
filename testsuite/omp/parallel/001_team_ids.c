// parallel with num_threads: every thread records its id in a shared array; the team size is
// seen inside the region, omp_get_num_threads() is 1 outside, and the ids are a permutation.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | outside: 1 thread(s), in parallel 0
// | team of 5, each id once: yes
#include <stdio.h>
#include <omp.h>

static void record(int *seen, int *size) {
#pragma omp parallel num_threads(5)
  {
    int me = omp_get_thread_num();
    seen[me] += 1;
    if (me == 0)
      *size = omp_get_num_threads();
  }
}

int main(void) {
  int seen[8] = {0};
  int size = 0;
  printf("outside: %d thread(s), in parallel %d\n", omp_get_num_threads(), omp_in_parallel());
  record(seen, &size);
  int ok = 1;
  for (int i = 0; i < size; i++)
    ok &= seen[i] == 1;
  printf("team of %d, each id once: %s\n", size, ok ? "yes" : "no");
  return ok ? 0 : 1;
}
