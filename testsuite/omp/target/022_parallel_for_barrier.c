// The implicit barrier at the end of a worksharing loop in a parallel region of a target
// region (OpenMP 4.5 §2.7.1): the second loop reads, in reverse order, what other threads of
// the team wrote in the first (each loop's iterations go to different threads), so it is right
// only when every thread has finished the first loop before any starts the second. Three
// loops in a chain; loops in a sequential loop that every thread runs, one in a branch that
// every thread takes; as `target teams` + `parallel`, as `target` + `parallel` and as the
// combined `target parallel`; the last one uses `nowait` where the next loop does not read
// the previous one's results. Independent of the number of teams and threads.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | teams + parallel: 3 loops in a chain right in every team
// | target + parallel: steps right
// | target parallel: right
#include <omp.h>
#include <stdio.h>

#define MAXT 4
#define N 1000
/* The mirror index, unsigned: gcc's sanitizer build has no overflow checks on the GPU. */
#define R(i) ((unsigned)(N - 1) - (unsigned)(i))

static double a[MAXT][N], b[MAXT][N], c[MAXT][N];

/* Slow enough that a thread racing ahead into the next loop would read old values. */
static double work(unsigned i) {
  double s = 0;
  for (unsigned k = 0; k < 200 + i % 7; k++) s += (double)((i + k) % 13);
  return s;
}

static int check(int t, int steps) {
  int ok = 1;
  for (int i = 0; i < N; i++) {
    double x = work(i) + steps;
    double y = x * 2 + work(R(i)) + steps;
    ok &= a[t][i] == x;
    ok &= b[t][R(i)] == y;
    ok &= c[t][i] == b[t][R(i)] + a[t][R(i)];
  }
  return ok;
}

int main(void) {
  int nteams = 0;
#pragma omp target teams num_teams(MAXT) map(tofrom: a, b, c, nteams)
  {
    int t = omp_get_team_num();
    if (t == 0) nteams = omp_get_num_teams();
#pragma omp parallel
    {
#pragma omp for
      for (int i = 0; i < N; i++) a[t][i] = work(i);
#pragma omp for
      for (int i = 0; i < N; i++) b[t][R(i)] = a[t][i] * 2 + work(R(i));
#pragma omp for schedule(static, 3)
      for (int i = 0; i < N; i++) c[t][i] = b[t][R(i)] + a[t][R(i)];
    }
  }
  int ok = nteams >= 1 && nteams <= MAXT;
  for (int t = 0; t < nteams && t < MAXT; t++) ok &= check(t, 0);
  printf("teams + parallel: %s\n", ok ? "3 loops in a chain right in every team" : "WRONG");

  // A sequential loop around the worksharing loops: every thread runs each step, and each
  // step's loops read the previous step's results of other threads.
  unsigned steps = 3;
#pragma omp target map(tofrom: a, b, c) map(to: steps)
#pragma omp parallel
  {
    for (unsigned s = 0; s < steps; s++) {
      if (steps > 0) {
#pragma omp for
        for (int i = 0; i < N; i++) a[0][i] = (s == 0 ? work(i) : a[0][i] + 1);
      }
#pragma omp for
      for (int i = 0; i < N; i += 1) b[0][R(i)] = a[0][i] * 2 + work(R(i));
#pragma omp for
      for (int i = 0; i < N; i++) c[0][i] = b[0][R(i)] + a[0][R(i)];
    }
  }
  int ok2 = 1;
  for (int i = 0; i < N; i++) {
    double x = work(i) + steps - 1;
    ok2 &= a[0][i] == x;
    ok2 &= b[0][R(i)] == x * 2 + work(R(i));
    ok2 &= c[0][i] == b[0][R(i)] + a[0][R(i)];
  }
  printf("target + parallel: %s\n", ok2 ? "steps right" : "WRONG");

#pragma omp target parallel map(tofrom: a, b, c)
  {
#pragma omp for nowait
    for (int i = 0; i < N; i++) a[1][i] = work(i);
#pragma omp for
    for (int i = 0; i < N; i++) a[2][i] = 1;
#pragma omp for
    for (int i = 0; i < N; i++) b[1][R(i)] = a[1][i] * 2 + work(R(i)) + a[2][R(i)] - 1;
#pragma omp for nowait
    for (int i = 0; i < N; i++) c[1][i] = b[1][R(i)] + a[1][R(i)];
  }
  printf("target parallel: %s\n", check(1, 0) ? "right" : "WRONG");
  return 0;
}
