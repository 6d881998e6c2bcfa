// An orphaned distribute (5.0 §2.9.4.1: its region binds to the innermost enclosing teams
// region, which may be in the caller): a library function runs `distribute` over its arrays;
// called from a host teams region the teams share the iterations, called outside any teams
// region the initial thread runs them all (a league of one team, as gcc runs it).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | in teams: sum 1560.0, blocks in team order: yes
// | outside: sum 780.0, blocks in team order: yes
#include <stdio.h>
#include <omp.h>

#define N 40

static void scale(double *v, int n, double f, int *owner) {
#pragma omp distribute
  for (int i = 0; i < n; i++) {
    v[i] *= f;
    owner[i] = omp_get_team_num();
  }
}

static void report(const char *what, const double *v, const int *owner, int teams) {
  double s = 0;
  int ok = owner[0] == 0;
  for (int i = 0; i < N; i++) {
    s += v[i];
    ok = ok && owner[i] >= 0 && owner[i] < teams;
    if (i > 0)
      ok = ok && (owner[i] == owner[i - 1] || owner[i] == owner[i - 1] + 1);
  }
  printf("%s: sum %.1f, blocks in team order: %s\n", what, s, ok ? "yes" : "no");
}

int main(void) {
  double v[N];
  int owner[N], teams = 1;
  for (int i = 0; i < N; i++)
    v[i] = i;
#pragma omp teams num_teams(2)
  {
    if (omp_get_team_num() == 0)
      teams = omp_get_num_teams();
    scale(v, N, 2.0, owner);
  }
  report("in teams", v, owner, teams);
  scale(v, N, 0.5, owner);
  report("outside", v, owner, 1);
  return 0;
}
