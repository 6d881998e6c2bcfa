// A taskloop in the primary thread of a team (`master` + `taskloop`, the shape of OpenMP_VV's
// test_master_taskloop) while the other threads wait at the end of the parallel region, where
// they take tasks: every iteration runs once, whichever thread runs it. The encountering
// thread runs the last chunk itself as an undeferred task (oxacc's choice: on a machine with a
// core per thread the idle threads took every chunk before, and the test, which expects the
// primary thread to run some, failed there); with `if(false)` every task is undeferred, with
// `if(true)` only that one; `nogroup` then a taskwait. Independent of the number of threads.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | if(false): errors 0, the primary thread ran iterations yes
// | if(true): errors 0
// | nogroup: 1024 iterations
#include <omp.h>
#include <stdio.h>

#define N 1024

static int run(int *x, const int *y, const int *z, int n, int deferred, int *team) {
  int errors = 0;
#pragma omp parallel shared(x, team)
  {
#pragma omp master
#pragma omp taskloop if(deferred)
    for (int i = 0; i < n; i++) {
      x[i] += y[i] * z[i];
      if (omp_get_thread_num() == 0) *team = omp_get_num_threads();
    }
  }
  for (int i = 0; i < n; i++)
    if (x[i] != 1 + y[i] * z[i]) errors++;
  return errors;
}

int main(void) {
  int x[N], y[N], z[N], team = -1, counted = 0;
  for (int rep = 0; rep < 2; rep++) {
    for (int i = 0; i < N; i++) {
      x[i] = 1;
      y[i] = i + 1;
      z[i] = 2 * (i + 1);
    }
    team = -1;
    int errors = run(x, y, z, N, rep, &team);
    // (Which thread runs a deferred task is the runtime's choice: gcc's primary thread runs
    // none at times, so the answer is printed for if(false) only.)
    if (rep == 0)
      printf("if(false): errors %d, the primary thread ran iterations %s\n", errors,
             team >= 1 ? "yes" : "no");
    else
      printf("if(true): errors %d\n", errors);
  }
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskloop nogroup grainsize(100)
    for (int i = 0; i < N; i++) {
#pragma omp atomic
      counted++;
    }
#pragma omp taskwait
  }
  printf("nogroup: %d iterations\n", counted);
  return 0;
}
