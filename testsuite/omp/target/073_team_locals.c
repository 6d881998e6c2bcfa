// Variables declared in teams and target regions (OpenMP 4.5 §2.15.1.1): each team's own local array and scalar inside a teams region, locals of a target region, and locals of distribute loop bodies, none of them shared between teams.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | team locals private: yes
// | target locals: 285
// | loop-body locals: 29 4031
#include <omp.h>
#include <stdio.h>

#define T 8

int main(void) {
  int out[T * 4], nteams = 0;
  for (int i = 0; i < T * 4; i++) out[i] = -1;
#pragma omp target teams num_teams(T) map(tofrom: out, nteams)
  {
    int t = omp_get_team_num();
    int local[4];
    for (int k = 0; k < 4; k++) local[k] = t * 10 + k;
    int acc = 0;
    for (int k = 0; k < 4; k++) acc += local[k];
    if (t < T) out[t * 4] = acc;
    if (t == 0) nteams = omp_get_num_teams();
  }
  int ok = 1;
  for (int t = 0; t < nteams && t < T; t++) ok &= out[t * 4] == t * 40 + 6;
  printf("team locals private: %s\n", ok ? "yes" : "no");
  int r = 0;
  // tofrom: the region adds to r, and map(from:) leaves the device copy uninitialised
  // (4.5 §2.15.5.1; on a GPU it held a stale 8, and the program printed 293).
#pragma omp target map(tofrom: r)
  {
    int tmp[10];
    for (int i = 0; i < 10; i++) tmp[i] = i * i;
    for (int i = 0; i < 10; i++) r += tmp[i];
  }
  printf("target locals: %d\n", r);
  int sq[64];
#pragma omp target teams distribute map(from: sq)
  for (int i = 0; i < 64; i++) {
    int w[3] = {i, i + 1, i + 2};
    sq[i] = w[0] * w[2] - w[1];
  }
  printf("loop-body locals: %d %d\n", sq[5], sq[63]);
  return 0;
}
