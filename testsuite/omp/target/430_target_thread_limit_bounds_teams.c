// `thread_limit` on `target` (OpenMP 5.1 §2.14.5) bounds the threads of every team the target
// region makes, also when the region's statement is a separate `teams` construct whose
// `parallel` region sizes its own team (the OpenMP_VV 5.1 test test_target_thread_limit). oxacc
// used to drop the target's `thread_limit` there (the target became a data region and the
// teams construct the compute construct without the bound), so on the GPU each team ran a
// whole block of threads. Each team counts the threads that really run its parallel region and
// records what `omp_get_num_threads()` answers there; a teams construct with its own
// `thread_limit` sets the teams' limit itself (5.1 §2.7); `target parallel thread_limit` as
// the other form.
// The routine takes its arrays as pointers and the limit as a variable, as applications do.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | target + teams: ran ok 1, answered ok 1
// | target + teams thread_limit(6): ran ok 1, answered ok 1
// | target parallel: ran ok 1, answered ok 1
// | work 2048
#include <omp.h>
#include <stdio.h>

#define TEAMS 4

static void teams_threads(int *ran, int *answered, int limit) {
#pragma omp target map(tofrom: ran[0:TEAMS], answered[0:TEAMS]) thread_limit(limit)
#pragma omp teams num_teams(TEAMS)
#pragma omp parallel
  {
    int t = omp_get_team_num();
    if (t < TEAMS) {
#pragma omp atomic
      ran[t] += 1;
      if (omp_get_thread_num() == 0) answered[t] = omp_get_num_threads();
    }
  }
}

static void teams_own_limit(int *ran, int *answered, int limit) {
#pragma omp target map(tofrom: ran[0:TEAMS], answered[0:TEAMS]) thread_limit(limit)
#pragma omp teams num_teams(TEAMS) thread_limit(6)
#pragma omp parallel
  {
    int t = omp_get_team_num();
    if (t < TEAMS) {
#pragma omp atomic
      ran[t] += 1;
      if (omp_get_thread_num() == 0) answered[t] = omp_get_num_threads();
    }
  }
}

static double work(double *x, int n, int limit) {
  double s = 0;
#pragma omp target teams distribute parallel for map(tofrom: x[0:n]) reduction(+: s) \
    thread_limit(limit)
  for (int i = 0; i < n; i++) {
    x[i] = 2 * x[i];
    s += x[i];
  }
  return s;
}

static void check(const char *what, const int *ran, const int *answered, int limit) {
  int ran_ok = 1, answered_ok = 1;
  for (int t = 0; t < TEAMS; t++) {
    // (A team that did not start, past the number the device gave, leaves 0.)
    if (ran[t] > limit || (ran[t] != 0 && ran[t] != answered[t])) ran_ok = 0;
    if (ran[t] != 0 && (answered[t] < 1 || answered[t] > limit)) answered_ok = 0;
  }
  if (ran[0] < 1) ran_ok = 0;
  printf("%s: ran ok %d, answered ok %d\n", what, ran_ok, answered_ok);
}

int main(void) {
  int ran[TEAMS], answered[TEAMS];
  int limit = 2;
  for (int t = 0; t < TEAMS; t++) ran[t] = answered[t] = 0;
  teams_threads(ran, answered, limit);
  check("target + teams", ran, answered, limit);

  for (int t = 0; t < TEAMS; t++) ran[t] = answered[t] = 0;
  teams_own_limit(ran, answered, 3);
  check("target + teams thread_limit(6)", ran, answered, 6);

  int one = 0, seen = 0, lim3 = 3;
#pragma omp target parallel map(tofrom: one, seen) thread_limit(lim3)
  {
#pragma omp atomic
    one += 1;
    if (omp_get_thread_num() == 0) seen = omp_get_num_threads();
  }
  printf("target parallel: ran ok %d, answered ok %d\n", one >= 1 && one <= 3 && one == seen,
         seen >= 1 && seen <= 3);

  double x[1024];
  for (int i = 0; i < 1024; i++) x[i] = 1;
  printf("work %.0f\n", work(x, 1024, limit));
  return 0;
}
