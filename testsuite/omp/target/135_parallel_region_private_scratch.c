// A parallel region in each team of a target teams region with per-thread private scalars and
// a private scratch index (4.5 §2.5, §2.15.3.3): each thread scans its cyclic share of a
// team's block, keeps its own running maximum in a private variable and publishes it with an
// atomic max written as a compare loop; the host checks the block maxima.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | block maxima agree with the host: yes
#include <omp.h>
#include <stdio.h>

#define N 4096
#define T 4

int main(void) {
  static int v[N];
  for (int i = 0; i < N; i++) v[i] = (i * 131) % 997;
  int best[T] = {-1, -1, -1, -1}, used = 0;
#pragma omp target teams num_teams(T) map(to: v) map(tofrom: best, used)
  {
    int t = omp_get_team_num(), nt = omp_get_num_teams();
    if (t == 0) used = nt;
    int per = N / nt, lo = t * per, hi = t == nt - 1 ? N : lo + per;
    int mine, k;
#pragma omp parallel private(mine, k)
    {
      mine = -1;
      for (k = lo + omp_get_thread_num(); k < hi; k += omp_get_num_threads())
        if (v[k] > mine) mine = v[k];
      int seen;
      do {
#pragma omp atomic read
        seen = best[t];
        if (mine <= seen) break;
      } while (!__sync_bool_compare_and_swap(&best[t], seen, mine));
    }
  }
  int ok = 1;
  for (int t = 0; t < used && t < T; t++) {
    int per = N / used, lo = t * per, hi = t == used - 1 ? N : lo + per, m = -1;
    for (int i = lo; i < hi; i++) m = v[i] > m ? v[i] : m;
    ok &= m == best[t];
  }
  printf("block maxima agree with the host: %s\n", ok ? "yes" : "no");
  return 0;
}
