// All-pairs shortest paths (Floyd-Warshall): for each k a parallel for over the rows; the
// row k is read by every thread and not written in step k; integer weights.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum of distances 1134945 diameter 55 d[0][N/2] 27
#include <stdio.h>
#include <omp.h>

#define N 200
#define INF 1000000000

int main(void) {
  static int d[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      d[i][j] = i == j ? 0 : (((i * 31 + j * 17) % 23 == 0) ? (i + j) % 50 + 1 : INF);
  for (int i = 0; i < N; i++)
    d[i][(i + 1) % N] = 7;
  for (int k = 0; k < N; k++) {
#pragma omp parallel for schedule(static, 8)
    for (int i = 0; i < N; i++) {
      int dik = d[i][k];
      if (dik == INF)
        continue;
      for (int j = 0; j < N; j++)
        if (d[k][j] != INF && dik + d[k][j] < d[i][j])
          d[i][j] = dik + d[k][j];
    }
  }
  long total = 0;
  int maxd = 0;
#pragma omp parallel for reduction(+: total) reduction(max: maxd) collapse(2)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      total += d[i][j];
      if (d[i][j] > maxd)
        maxd = d[i][j];
    }
  printf("sum of distances %ld diameter %d d[0][N/2] %d\n", total, maxd, d[0][N / 2]);
  return 0;
}
