// A `parallel for` (or `parallel` + `for`) nested directly in a `teams` region without
// `distribute`: every team runs its own parallel region and all of its iterations, which
// only the threads of that team share (OpenMP 4.5 §2.10.7, §2.5, §2.7.1). oxacc made such a
// loop a thread loop and OpenACC's implicit gang level (3.3 §2.9.2) then split the
// iterations across the teams (decision 55). Each team counts its iterations into its own
// slot; the checks do not depend on how many teams run (gcc's host fallback runs one).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | parallel for, no map clauses: per team 1 total 1
// | parallel for simd, explicit maps: per team 1 total 1
// | parallel + for: per team 1 total 1
// | parallel for collapse(2): per team 1 total 1
// | parallel for reduction: per team 1 total 1
// | parallel for in distribute: 1
#include <stdio.h>
#include <omp.h>

#define N 1000
#define MAXT 64

static int check(const int *per_team, int nteams, int each) {
  int ok = nteams >= 1 && nteams <= MAXT;
  for (int t = 0; ok && t < nteams; t++)
    ok = per_team[t] == each;
  for (int t = nteams; ok && t < MAXT; t++)
    ok = per_team[t] == 0;
  return ok;
}

static int total(const int *per_team) {
  int s = 0;
  for (int t = 0; t < MAXT; t++)
    s += per_team[t];
  return s;
}

// The way applications write it: pointers, no map clauses (the caller's data region maps).
static void count_iterations(int *per_team, int *nteams, int n) {
#pragma omp target teams num_teams(4)
  {
    if (omp_get_team_num() == 0)
      *nteams = omp_get_num_teams();
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
#pragma omp atomic update
      per_team[omp_get_team_num()] += 1;
    }
  }
}

static void simd_explicit_maps(int per_team[MAXT], int *nteams) {
  int nt = 0;
#pragma omp target teams num_teams(5) map(tofrom: per_team[0:MAXT], nt)
  {
    if (omp_get_team_num() == 0)
      nt = omp_get_num_teams();
#pragma omp parallel for simd
    for (int i = 0; i < N; i++) {
#pragma omp atomic update
      per_team[omp_get_team_num()] += 1;
    }
  }
  *nteams = nt;
}

static void parallel_then_for(int *per_team, int *nteams, int n) {
#pragma omp target map(tofrom: per_team[0:MAXT], nteams[0:1])
#pragma omp teams num_teams(4)
  {
    if (omp_get_team_num() == 0)
      nteams[0] = omp_get_num_teams();
#pragma omp parallel
    {
#pragma omp for
      for (int i = 0; i < n; i++) {
#pragma omp atomic update
        per_team[omp_get_team_num()] += 1;
      }
    }
  }
}

static void collapsed(int *per_team, int *nteams, int rows, int cols) {
#pragma omp target teams num_teams(6) map(tofrom: per_team[0:MAXT], nteams[0:1])
  {
    if (omp_get_team_num() == 0)
      nteams[0] = omp_get_num_teams();
#pragma omp parallel for collapse(2)
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < cols; j++) {
#pragma omp atomic update
        per_team[omp_get_team_num()] += 1;
      }
  }
}

static void reduced(int *per_team, int *nteams, const int *x, int n) {
#pragma omp target teams num_teams(4) map(to: x[0:n]) map(tofrom: per_team[0:MAXT], nteams[0:1])
  {
    int s = 0;
    if (omp_get_team_num() == 0)
      nteams[0] = omp_get_num_teams();
#pragma omp parallel for reduction(+: s)
    for (int i = 0; i < n; i++)
      s += x[i];
    per_team[omp_get_team_num()] = s;
  }
}

// A `parallel for` inside a `distribute` loop: each distribute iteration runs all of it.
static int in_distribute(int *cells, int rows, int cols) {
#pragma omp target teams distribute num_teams(4) map(tofrom: cells[0:rows * cols])
  for (int r = 0; r < rows; r++) {
#pragma omp parallel for
    for (int c = 0; c < cols; c++)
      cells[r * cols + c] += r + c;
  }
  int ok = 1;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      ok &= cells[r * cols + c] == r + c;
  return ok;
}

static void clear(int *a) {
  for (int t = 0; t < MAXT; t++)
    a[t] = 0;
}

int main(void) {
  int per_team[MAXT], nteams = 0;
  clear(per_team);
#pragma omp target data map(tofrom: per_team[0:MAXT], nteams)
  count_iterations(per_team, &nteams, N);
  printf("parallel for, no map clauses: per team %d total %d\n", check(per_team, nteams, N),
         total(per_team) == N * nteams);

  clear(per_team);
  nteams = 0;
  simd_explicit_maps(per_team, &nteams);
  printf("parallel for simd, explicit maps: per team %d total %d\n",
         check(per_team, nteams, N), total(per_team) == N * nteams);

  clear(per_team);
  nteams = 0;
  parallel_then_for(per_team, &nteams, 777);
  printf("parallel + for: per team %d total %d\n", check(per_team, nteams, 777),
         total(per_team) == 777 * nteams);

  clear(per_team);
  nteams = 0;
  collapsed(per_team, &nteams, 37, 29);
  printf("parallel for collapse(2): per team %d total %d\n", check(per_team, nteams, 37 * 29),
         total(per_team) == 37 * 29 * nteams);

  int x[N];
  int want = 0;
  for (int i = 0; i < N; i++) {
    x[i] = (i * 7) % 13 - 5;
    want += x[i];
  }
  clear(per_team);
  nteams = 0;
  reduced(per_team, &nteams, x, N);
  printf("parallel for reduction: per team %d total %d\n", check(per_team, nteams, want),
         total(per_team) == want * nteams);

  static int cells[45 * 70];
  printf("parallel for in distribute: %d\n", in_distribute(cells, 45, 70));
  return 0;
}
