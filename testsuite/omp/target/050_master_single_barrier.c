// master, masked, single and barrier in target regions (OpenMP 4.5 §2.7.3, §2.13.1, §2.13.3): in a parallel region of a target region one thread runs master and single, the barrier after single and the explicit barrier make every thread see what was written before them; in a parallel region of each team of a league they run once per team.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | init=42 runs=3 a[0]=42 a[255]=297 sum b=32640
// | each team ran single and master once: yes
#include <omp.h>
#include <stdio.h>

#define N 256

int main(void) {
  int init = 0, runs = 0, a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = 0; b[i] = 0; }
#pragma omp target parallel map(tofrom: init, runs, a, b)
  {
#pragma omp single
    {
      init = 42;
      runs++;
    }
    /* The barrier at the end of single: every thread sees init. */
#pragma omp for
    for (int i = 0; i < N; i++) a[i] = init + i;
#pragma omp master
    runs++;
#pragma omp barrier
#pragma omp for nowait
    for (int i = 0; i < N; i++) b[i] = a[N - 1 - i] - init;
#pragma omp masked
    runs++;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  printf("init=%d runs=%d a[0]=%d a[255]=%d sum b=%ld\n", init, runs, a[0], a[N - 1], s);

  int per_team[64] = {0}, nteams = 0;
#pragma omp target teams num_teams(4) map(tofrom: per_team, nteams)
  {
    int t = omp_get_team_num();
#pragma omp parallel
    {
#pragma omp single
      per_team[t] += 1;
#pragma omp master
      per_team[t] += 10;
    }
    if (t == 0) nteams = omp_get_num_teams();
  }
  int ok = 1;
  for (int t = 0; t < nteams; t++) ok &= per_team[t] == 11;
  printf("each team ran single and master once: %s\n", ok ? "yes" : "no");
  return 0;
}
