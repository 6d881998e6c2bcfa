// Host teams (OpenMP 5.0 §2.7): a league outside any target region. Each team's initial
// thread runs the block once; omp_get_team_num() is a permutation of 0..n-1 where
// n = omp_get_num_teams() (at most num_teams, the runtime may make fewer), the same in every
// team; outside the league there is one team. firstprivate/private copies are each team's,
// shared variables are the program's.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | outside: team 0 of 1
// | league: each team once
// | after: base 100 scratch -1, team 0 of 1
#include <stdio.h>
#include <omp.h>

#define MAXT 8

int main(void) {
  int seen[MAXT] = {0};
  int nteams[MAXT] = {0};
  int limit[MAXT] = {0}; /* copies as expected */
  int base = 100, scratch = -1, hits = 0;
  printf("outside: team %d of %d\n", omp_get_team_num(), omp_get_num_teams());
#pragma omp teams num_teams(4) thread_limit(2) firstprivate(base) private(scratch) shared(hits)
  {
    int t = omp_get_team_num();
    scratch = t * 10;
    base += t;               /* this team's copy */
    if (t < MAXT) {
      seen[t] += 1;
      nteams[t] = omp_get_num_teams();
      limit[t] = base == 100 + t && scratch == t * 10;
    }
    hits = 1;
  }
  int n = nteams[0], ok = n >= 1 && n <= 4 && hits == 1;
  for (int t = 0; t < MAXT; t++) {
    if (t < n)
      ok = ok && seen[t] == 1 && nteams[t] == n && limit[t];
    else
      ok = ok && seen[t] == 0;
  }
  printf("league: %s\n", ok ? "each team once" : "WRONG");
  printf("after: base %d scratch %d, team %d of %d\n", base, scratch, omp_get_team_num(),
         omp_get_num_teams());
  return ok ? 0 : 1;
}
