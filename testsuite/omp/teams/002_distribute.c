// distribute in a host league (5.0 §2.9.4.1), written as applications do: a function taking
// pointers runs `teams distribute` over its arrays. Each iteration runs once; without
// dist_schedule each team gets one contiguous block, in team order; with
// dist_schedule(static, c) chunk k goes to team k mod n. A separate distribute directive in
// a teams block, and distribute simd.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | axpy sum 10609.0, blocks in team order: yes
// | chunks of 5 round-robin: yes
// | sum of squares 338350
#include <stdio.h>
#include <omp.h>

#define N 103

static void axpy(int n, double a, const double *x, double *y, int *owner) {
#pragma omp teams distribute num_teams(4)
  for (int i = 0; i < n; i++) {
    y[i] += a * x[i];
    owner[i] = omp_get_team_num();
  }
}

static int blocks_in_order(const int *owner, int n) {
  for (int i = 1; i < n; i++)
    if (owner[i] < owner[i - 1] || owner[i] > owner[i - 1] + 1)
      return 0;
  return owner[0] == 0;
}

int main(void) {
  double x[N], y[N];
  int owner[N], count[N];
  for (int i = 0; i < N; i++) {
    x[i] = i;
    y[i] = 1.0;
    owner[i] = -1;
    count[i] = 0;
  }
  axpy(N, 2.0, x, y, owner);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += y[i];
  printf("axpy sum %.1f, blocks in team order: %s\n", s,
         blocks_in_order(owner, N) ? "yes" : "no");

  int nt = 0;
#pragma omp teams num_teams(3)
  {
    if (omp_get_team_num() == 0)
      nt = omp_get_num_teams();
#pragma omp distribute dist_schedule(static, 5)
    for (int i = 0; i < N; i++) {
      owner[i] = omp_get_team_num();
#pragma omp atomic
      count[i]++;
    }
  }
  int ok = nt >= 1 && nt <= 3;
  for (int i = 0; i < N; i++)
    ok = ok && count[i] == 1 && owner[i] == (i / 5) % nt;
  printf("chunks of 5 round-robin: %s\n", ok ? "yes" : "no");

  long sq = 0;
#pragma omp teams distribute simd num_teams(2) reduction(+: sq)
  for (int i = 1; i <= 100; i++)
    sq += (long)i * i;
  printf("sum of squares %ld\n", sq);
  return ok ? 0 : 1;
}
