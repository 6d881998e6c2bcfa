// teams, num_teams and thread_limit (OpenMP 4.5 §2.10.7): every team of the league runs the teams region once, omp_get_team_num is in [0, omp_get_num_teams()), the number of teams is at most num_teams, and per-team results combine into one answer whatever the count.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | teams ran once each: yes, within num_teams: yes
// | sum by teams: 49995000
// | iterations in a valid team: 1000
#include <omp.h>
#include <stdio.h>

#define MAXT 64

int main(void) {
  int seen[MAXT], nteams = -1, bad = 0;
  for (int i = 0; i < MAXT; i++) seen[i] = 0;
#pragma omp target teams num_teams(8) thread_limit(4) map(tofrom: seen, nteams, bad)
  {
    int t = omp_get_team_num(), n = omp_get_num_teams();
    if (t < 0 || t >= n || n > 8) bad = 1;
    if (t < MAXT) seen[t] = 1;
    if (t == 0) nteams = n;
  }
  int count = 0;
  for (int i = 0; i < MAXT; i++) count += seen[i];
  printf("teams ran once each: %s, within num_teams: %s\n",
         count == nteams ? "yes" : "no", nteams >= 1 && nteams <= 8 && !bad ? "yes" : "no");

  long partial[MAXT], total = 0;
  for (int i = 0; i < MAXT; i++) partial[i] = 0;
  int used = 0;
#pragma omp target teams num_teams(4) map(tofrom: partial, used)
  {
    int t = omp_get_team_num(), n = omp_get_num_teams();
    if (t == 0) used = n;
    /* Team t sums the numbers i with i % n == t. */
    long s = 0;
    for (int i = t; i < 10000; i += n) s += i;
    partial[t] = s;
  }
  for (int i = 0; i < used; i++) total += partial[i];
  printf("sum by teams: %ld\n", total);

  int in_league = 0;
#pragma omp target teams distribute map(tofrom: in_league) reduction(+: in_league)
  for (int i = 0; i < 1000; i++) in_league += omp_get_team_num() < omp_get_num_teams();
  printf("iterations in a valid team: %d\n", in_league);
  return 0;
}
