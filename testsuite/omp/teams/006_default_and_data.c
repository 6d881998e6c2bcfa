// Data-sharing clauses on host teams: default(none) with shared/firstprivate, default(shared),
// variables declared inside the teams block are each team's, a firstprivate array, and the
// same team code reached through a function with pointer parameters.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | tally 79296 ok 1
// | arr after 1 2 3, every team had its copy: yes
#include <stdio.h>
#include <omp.h>

struct stats {
  long sum;
  int teams_ok;
};

static void tally(const int *v, int n, struct stats *st) {
  long sum = 0;
  int bad[4] = {0};
#pragma omp teams num_teams(4) default(none) shared(v, n, bad) reduction(+: sum)
  {
    int t = omp_get_team_num(), nt = omp_get_num_teams();
    int mine[4] = {t, t, t, t}; /* each team's own */
    for (int i = t; i < n; i += nt)
      sum += v[i];
    for (int k = 0; k < 4; k++)
      if (mine[k] != t)
        bad[t] = 1;
  }
  st->sum = sum;
  st->teams_ok = !(bad[0] | bad[1] | bad[2] | bad[3]);
}

int main(void) {
  int v[64];
  for (int i = 0; i < 64; i++)
    v[i] = i * i - 3 * i;
  struct stats st;
  tally(v, 64, &st);
  printf("tally %ld ok %d\n", st.sum, st.teams_ok);

  int arr[3] = {1, 2, 3}, good = 0;
#pragma omp teams num_teams(2) firstprivate(arr) default(shared) reduction(+: good)
  {
    arr[0] += omp_get_team_num();
    good += arr[0] == 1 + omp_get_team_num() && arr[1] == 2 && arr[2] == 3;
  }
  printf("arr after %d %d %d, every team had its copy: %s\n", arr[0], arr[1], arr[2],
         good >= 1 ? "yes" : "no");
  return 0;
}
