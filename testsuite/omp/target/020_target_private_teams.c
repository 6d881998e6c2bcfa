// private and firstprivate on a target construct whose statement is a teams construct
// (OpenMP 4.5 §2.10.4, §2.15.3.3, §2.15.3.4): the region works on its own copies, a
// firstprivate copy starts with the host's value, and neither is copied back. The teams do
// not write the target's copies where other teams read them (they cannot synchronize,
// §2.10.7; oxacc gives each team its own copy).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | firstprivate: 1010 1010 1010 1010, host scale 10
// | private: 7 7 7 7, host tmp -1
#include <omp.h>
#include <stdio.h>

#define MAXT 4

int main(void) {
  int out[MAXT] = {0}, nt = 0;
  int scale = 10;
#pragma omp target firstprivate(scale) map(tofrom: out, nt)
#pragma omp teams num_teams(MAXT)
  {
    int t = omp_get_team_num();
    if (t == 0) nt = omp_get_num_teams();
    out[t] = scale * 101;
  }
  int ok = nt >= 1 && nt <= MAXT;
  for (int t = 0; t < nt; t++) ok &= out[t] == 1010;
  printf("firstprivate: %d %d %d %d, host scale %d\n", ok ? 1010 : out[0], ok ? 1010 : out[1],
         ok ? 1010 : out[2], ok ? 1010 : out[3], scale);

  int tmp = -1, res[MAXT] = {0};
#pragma omp target private(tmp) map(tofrom: res, nt)
#pragma omp teams num_teams(MAXT)
  {
    int t = omp_get_team_num();
    if (t == 0) nt = omp_get_num_teams();
    tmp = 7;
    res[t] = tmp;
  }
  ok = nt >= 1 && nt <= MAXT;
  for (int t = 0; t < nt; t++) ok &= res[t] == 7;
  printf("private: %d %d %d %d, host tmp %d\n", ok ? 7 : res[0], ok ? 7 : res[1], ok ? 7 : res[2],
         ok ? 7 : res[3], tmp);
  return 0;
}
