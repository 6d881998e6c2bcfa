// A parallel region (not a loop) in a target region (OpenMP 4.5 §2.5, §2.10.7): every thread
// of each team runs it, omp_get_thread_num()/omp_get_num_threads() answer per thread, and a
// worksharing `for` inside splits its iterations over the team's threads (each iteration
// once per team, §2.7.1). As `target teams` + `parallel`, as `target` + `parallel` and as the
// combined `target parallel`. Independent of the number of teams and threads.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | teams + parallel: every thread once, every iteration once per team
// | target + parallel: every thread once, every iteration once
// | target parallel: every thread once, every iteration once
// | parallel with nowait loops: 3000
#include <omp.h>
#include <stdio.h>

#define MAXT 8
#define MAXTHR 1024
#define N 777

static int rows[MAXT][N];
static int size[MAXT], ran[MAXT], idbits[MAXT][MAXTHR];

static int check_team(int t) {
  int n = size[t], ok = n >= 1 && n <= MAXTHR && ran[t] == n;
  for (int k = 0; k < n && k < MAXTHR; k++) ok &= idbits[t][k] == 1;
  for (int i = 0; i < N; i++) ok &= rows[t][i] == 1;
  return ok;
}

static void clear(void) {
  for (int t = 0; t < MAXT; t++) {
    size[t] = ran[t] = 0;
    for (int k = 0; k < MAXTHR; k++) idbits[t][k] = 0;
    for (int i = 0; i < N; i++) rows[t][i] = 0;
  }
}

int main(void) {
  int nteams = -1;
  clear();
#pragma omp target teams num_teams(4) map(tofrom: rows, size, ran, idbits, nteams)
  {
    int t = omp_get_team_num();
    if (t == 0) nteams = omp_get_num_teams();
#pragma omp parallel
    {
      int me = omp_get_thread_num(), n = omp_get_num_threads();
      if (me == 0) size[t] = n;
#pragma omp atomic
      ran[t]++;
      if (me < MAXTHR) {
#pragma omp atomic
        idbits[t][me]++;
      }
#pragma omp for
      for (int i = 0; i < N; i++) rows[t][i] += 1;
    }
  }
  int ok = nteams >= 1 && nteams <= 4;
  for (int t = 0; t < nteams && t < MAXT; t++) ok &= check_team(t);
  printf("teams + parallel: %s\n", ok ? "every thread once, every iteration once per team" : "WRONG");
  if (!ok) printf("  nteams %d size %d ran %d row %d\n", nteams, size[0], ran[0], rows[0][0]);

  clear();
#pragma omp target map(tofrom: rows, size, ran, idbits)
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    if (me == 0) size[0] = omp_get_num_threads();
#pragma omp atomic
    ran[0]++;
    if (me < MAXTHR) {
#pragma omp atomic
      idbits[0][me]++;
    }
#pragma omp for
    for (int i = N - 1; i >= 0; i--) rows[0][i]++;
  }
  printf("target + parallel: %s\n", check_team(0) ? "every thread once, every iteration once" : "WRONG");

  clear();
#pragma omp target parallel map(tofrom: rows, size, ran, idbits)
  {
    int me = omp_get_thread_num();
    if (me == 0) size[0] = omp_get_num_threads();
#pragma omp atomic
    ran[0]++;
    if (me < MAXTHR) {
#pragma omp atomic
      idbits[0][me]++;
    }
#pragma omp for schedule(static, 7)
    for (int i = 0; i < N; i += 1) rows[0][i] = rows[0][i] + 1;
  }
  printf("target parallel: %s\n", check_team(0) ? "every thread once, every iteration once" : "WRONG");

  // Two independent loops in one region, the first without its barrier (nowait), then the
  // sum of both arrays on the host.
  int x[1000], y[1000];
#pragma omp target teams num_teams(1) map(from: x, y)
#pragma omp parallel
  {
#pragma omp for nowait
    for (int i = 0; i < 1000; i++) x[i] = 1;
#pragma omp for
    for (int i = 0; i < 1000; i++) y[i] = 2;
  }
  long s = 0;
  for (int i = 0; i < 1000; i++) s += x[i] + y[i];
  printf("parallel with nowait loops: %ld\n", s);
  return 0;
}
