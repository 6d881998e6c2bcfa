// `dist_schedule(static, chunk)` (OpenMP 4.5 §2.10.8): the iterations are cut into chunks of
// `chunk` in order and the chunks are assigned to the teams round-robin in team order, so
// iteration i runs in team (i / chunk) % num_teams; `dist_schedule(static)` gives each team
// at most one chunk (team numbers never decrease along the loop). Each iteration records
// omp_get_team_num(); the checks use the number of teams read inside the region, so they
// hold for any number of teams (gcc's host fallback runs one). Before, the clause was
// dropped and the teams got blocks of the iteration space.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | distribute chunk 5: teams 1 values 1
// | distribute parallel for chunk 7: teams 1 values 1
// | distribute parallel for simd chunk 3: teams 1 values 1
// | distribute simd chunk 16: teams 1 values 1
// | collapse(2) chunk 9: teams 1
// | reduction chunk 4: teams 1 sum 1
// | dist_schedule(static): one chunk per team 1 values 1
// | chunk from a variable: teams 1 values 1
#include <stdio.h>
#include <omp.h>

#define N 1003

static int follows_chunks(const int *team, int n, int chunk, int nteams) {
  int ok = nteams >= 1;
  for (int i = 0; ok && i < n; i++)
    ok = team[i] == (i / chunk) % nteams;
  return ok;
}

static int squares_ok(const double *y, int n) {
  int ok = 1;
  for (int i = 0; i < n; i++)
    ok &= y[i] == (double)i * i;
  return ok;
}

static void reset(int *team, double *y, int n) {
  for (int i = 0; i < n; i++) {
    team[i] = -1;
    y[i] = 0;
  }
}

// Application style: pointers, no map clauses (the caller's data region maps them).
static void distribute_chunks(int *team, double *y, int *nteams, int n) {
#pragma omp target
#pragma omp teams num_teams(4)
  {
    if (omp_get_team_num() == 0)
      *nteams = omp_get_num_teams();
#pragma omp distribute dist_schedule(static, 5)
    for (int i = 0; i < n; i++) {
      team[i] = omp_get_team_num();
      y[i] = (double)i * i;
    }
  }
}

static void combined(int *team, double *y, int *nteams, int n) {
#pragma omp target teams distribute parallel for num_teams(3) dist_schedule(static, 7) \
    map(tofrom: team[0:n], y[0:n], nteams[0:1])
  for (int i = 0; i < n; i++) {
    team[i] = omp_get_team_num();
    if (i == 0)
      nteams[0] = omp_get_num_teams();
    y[i] = (double)i * i;
  }
}

static void combined_simd(int *team, double *y, int *nteams, int n) {
#pragma omp target teams distribute parallel for simd num_teams(5) dist_schedule(static, 3) \
    map(tofrom: team[0:n], y[0:n], nteams[0:1])
  for (int i = 0; i < n; i++) {
    team[i] = omp_get_team_num();
    if (i == 0)
      nteams[0] = omp_get_num_teams();
    y[i] = (double)i * i;
  }
}

static void dist_simd(int *team, double *y, int *nteams, int n) {
#pragma omp target teams num_teams(6) map(tofrom: team[0:n], y[0:n], nteams[0:1])
  {
    if (omp_get_team_num() == 0)
      nteams[0] = omp_get_num_teams();
#pragma omp distribute simd dist_schedule(static, 16)
    for (int i = 0; i < n; i++) {
      team[i] = omp_get_team_num();
      y[i] = (double)i * i;
    }
  }
}

static int collapsed(int rows, int cols) {
  int team[40 * 31], nt = 0;
  for (int k = 0; k < rows * cols; k++)
    team[k] = -1;
#pragma omp target teams distribute parallel for collapse(2) num_teams(4) \
    dist_schedule(static, 9) map(tofrom: team[0:rows * cols], nt)
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      team[i * cols + j] = omp_get_team_num();
      if (i + j == 0)
        nt = omp_get_num_teams();
    }
  return follows_chunks(team, rows * cols, 9, nt);
}

static int reduced(const double *x, int n) {
  double sum = 0;
#pragma omp target teams distribute parallel for num_teams(4) dist_schedule(static, 4) \
    map(to: x[0:n]) reduction(+: sum)
  for (int i = 0; i < n; i++)
    sum += x[i];
  double want = 0;
  for (int i = 0; i < n; i++)
    want += x[i];
  return sum == want;
}

static int one_chunk_each(int *team, double *y, int n) {
  int nt = 0;
#pragma omp target teams distribute num_teams(4) dist_schedule(static) \
    map(tofrom: team[0:n], y[0:n], nt)
  for (int i = 0; i < n; i++) {
    team[i] = omp_get_team_num();
    if (i == 0)
      nt = omp_get_num_teams();
    y[i] = (double)i * i;
  }
  int ok = team[0] == 0 && team[n - 1] < nt;
  for (int i = 1; ok && i < n; i++)
    ok = team[i] == team[i - 1] || team[i] == team[i - 1] + 1;
  return ok;
}

static void variable_chunk(int *team, double *y, int *nteams, int n, int chunk) {
#pragma omp target teams distribute num_teams(7) dist_schedule(static, chunk) \
    map(tofrom: team[0:n], y[0:n], nteams[0:1])
  for (int i = 0; i < n; i++) {
    team[i] = omp_get_team_num();
    if (i == 0)
      nteams[0] = omp_get_num_teams();
    y[i] = (double)i * i;
  }
}

int main(void) {
  static int team[N];
  static double y[N], x[N];
  int nt = 0;

  reset(team, y, N);
#pragma omp target data map(tofrom: team[0:N], y[0:N], nt)
  distribute_chunks(team, y, &nt, N);
  printf("distribute chunk 5: teams %d values %d\n", follows_chunks(team, N, 5, nt),
         squares_ok(y, N));

  reset(team, y, N);
  combined(team, y, &nt, N);
  printf("distribute parallel for chunk 7: teams %d values %d\n",
         follows_chunks(team, N, 7, nt), squares_ok(y, N));

  reset(team, y, N);
  combined_simd(team, y, &nt, N);
  printf("distribute parallel for simd chunk 3: teams %d values %d\n",
         follows_chunks(team, N, 3, nt), squares_ok(y, N));

  reset(team, y, N);
  dist_simd(team, y, &nt, N);
  printf("distribute simd chunk 16: teams %d values %d\n", follows_chunks(team, N, 16, nt),
         squares_ok(y, N));

  printf("collapse(2) chunk 9: teams %d\n", collapsed(40, 31));

  for (int i = 0; i < N; i++)
    x[i] = (i % 17) * 0.5;
  printf("reduction chunk 4: teams 1 sum %d\n", reduced(x, N));

  reset(team, y, N);
  int one = one_chunk_each(team, y, N);
  printf("dist_schedule(static): one chunk per team %d values %d\n", one, squares_ok(y, N));

  reset(team, y, N);
  variable_chunk(team, y, &nt, N, 11);
  printf("chunk from a variable: teams %d values %d\n", follows_chunks(team, N, 11, nt),
         squares_ok(y, N));
  return 0;
}
