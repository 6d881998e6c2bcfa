// `num_teams(lower-bound: upper-bound)` (OpenMP 5.1 §2.7): the league has at least `lower`
// and at most `upper` teams, on `target teams distribute parallel for`, `target teams` and
// a host `teams` construct, with bounds computed at run time in a function taking the
// arrays as pointers. Before, "expected ',' or ')'" stopped the compilation.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 499500 teams in bounds 1
// | target teams in bounds 1
// | host teams in bounds 1
#include <omp.h>
#include <stdio.h>

static long axpy_sum(int n, const int *x, int *y, int lo, int hi, int *nt) {
  int teams = 0;
#pragma omp target teams distribute parallel for num_teams(lo : hi) map(to: x[0:n]) map(tofrom: y[0:n], teams)
  for (int i = 0; i < n; i++) {
    if (i == 0)
      teams = omp_get_num_teams();
    y[i] += x[i];
  }
  *nt = teams;
  long s = 0;
  for (int i = 0; i < n; i++)
    s += y[i];
  return s;
}

int main(void) {
  enum { N = 1000 };
  int x[N], y[N], nt = 0;
  for (int i = 0; i < N; i++) {
    x[i] = i;
    y[i] = 0;
  }
  long s = axpy_sum(N, x, y, 2, 8, &nt);
  printf("sum %ld teams in bounds %d\n", s, nt >= 1 && nt <= 8);
  int t = 0;
#pragma omp target teams num_teams(1 : 4) map(tofrom: t)
  {
    if (omp_get_team_num() == 0)
      t = omp_get_num_teams();
  }
  printf("target teams in bounds %d\n", t >= 1 && t <= 4);
  int h = 0;
#pragma omp teams num_teams(1 : 2)
  {
    if (omp_get_team_num() == 0)
      h = omp_get_num_teams();
  }
  printf("host teams in bounds %d\n", h >= 1 && h <= 2);
  return 0;
}
