// single (with nowait, private and firstprivate) and master/masked produce output once per
// region; the barrier after single makes its write visible to the whole team.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | single: config set to 42
// | master is thread 0
// | all threads saw the config: yes, masters 2, singles 2, seed 40
#include <stdio.h>
#include <omp.h>

int main(void) {
  int config = 0, seen_ok = 0, masters = 0, singles = 0;
  int seed = 40;
#pragma omp parallel num_threads(4)
  {
#pragma omp single firstprivate(seed)
    {
      seed += 2;
      config = seed;
      printf("single: config set to %d\n", config);
    }
    if (config == 42) {
#pragma omp atomic
      seen_ok++;
    }
#pragma omp master
    {
      masters++;
      printf("master is thread %d\n", omp_get_thread_num());
    }
#pragma omp masked
    masters++;
#pragma omp barrier
    int tmp;
#pragma omp single nowait private(tmp)
    {
      tmp = masters;
      singles += tmp;
    }
  }
  printf("all threads saw the config: %s, masters %d, singles %d, seed %d\n",
         seen_ok == 4 ? "yes" : "no", masters, singles, seed);
  return 0;
}
