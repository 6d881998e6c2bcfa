// A teams region split by hand (the spec-example way): target teams num_teams(n) with n from
// the problem size, each team taking a block computed from omp_get_team_num and
// omp_get_num_teams, writing its partial sum to a per-team slot; team 0 records how many
// teams ran, and the host adds the slots that were written.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | teams used between 1 and 10: yes, total 49950.000
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define MAXT 64

int main(void) {
  int n = 100000;
  double *v = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) v[i] = (i % 1000) * 0.001;
  double part[MAXT] = {0};
  int used = 0, want = (n + 9999) / 10000;
#pragma omp target teams num_teams(want) map(to: v[0:n]) map(tofrom: part, used)
  {
    int t = omp_get_team_num(), nt = omp_get_num_teams();
    if (t == 0) used = nt;
    int per = (n + nt - 1) / nt, lo = t * per, hi = lo + per < n ? lo + per : n;
    double s = 0;
    for (int i = lo; i < hi; i++) s += v[i];
    if (t < MAXT) part[t] = s;
  }
  double total = 0;
  for (int t = 0; t < used && t < MAXT; t++) total += part[t];
  printf("teams used between 1 and %d: %s, total %.3f\n", want, used >= 1 && used <= want ? "yes" : "no", total);
  free(v);
  return 0;
}
