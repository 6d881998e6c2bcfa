// Application style: a histogram of a generated sequence filled by target teams distribute
// parallel for with atomic updates of a mapped bin array, then a parallel region in each team
// (4.5 §2.5) where every thread counts its own iterations of a cyclic share with atomics.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | total 100000, empty bins 0, as on the host: yes
// | iterations counted by the teams' threads: 1000
#include <omp.h>
#include <stdio.h>

#define N 100000
#define BINS 16

static unsigned next(unsigned x) { return x * 1103515245u + 12345u; }

static void histogram(const unsigned *v, int n, int *bins) {
#pragma omp target teams distribute parallel for map(to: v[0:n]) map(tofrom: bins[0:BINS])
  for (int i = 0; i < n; i++) {
#pragma omp atomic update
    bins[(v[i] >> 16) % BINS]++;
  }
}

int main(void) {
  static unsigned v[N];
  unsigned x = 7;
  for (int i = 0; i < N; i++) {
    x = next(x);
    v[i] = x;
  }
  int bins[BINS] = {0};
  histogram(v, N, bins);
  int total = 0, empty = 0;
  for (int b = 0; b < BINS; b++) {
    total += bins[b];
    empty += bins[b] == 0;
  }
  int host[BINS] = {0};
  for (int i = 0; i < N; i++) host[(v[i] >> 16) % BINS]++;
  int same = 1;
  for (int b = 0; b < BINS; b++) same &= host[b] == bins[b];
  printf("total %d, empty bins %d, as on the host: %s\n", total, empty, same ? "yes" : "no");

  long counted = 0;
#pragma omp target teams num_teams(3) map(tofrom: counted)
#pragma omp parallel private(x)
  {
    int t = omp_get_thread_num(), nt = omp_get_num_threads();
    int team = omp_get_team_num(), teams = omp_get_num_teams();
    x = 0;
    for (int i = t; i < 1000; i += nt)
      if (i % teams == team) x++;
#pragma omp atomic
    counted += x;
  }
  printf("iterations counted by the teams' threads: %ld\n", counted);
  return 0;
}
