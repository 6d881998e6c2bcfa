// Application: Floyd-Warshall shortest paths on the device, the k loop on the host and each relaxation step a target teams distribute parallel for collapse(2) on the resident distance matrix; checksums of the finite distances.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 26809 unreachable 0 d[0][47]=13 d[47][0]=5
#include <stdio.h>

#define V 48
#define INF 1000000

int main(void) {
  static int d[V][V];
  for (int i = 0; i < V; i++)
    for (int j = 0; j < V; j++) d[i][j] = (i == j) ? 0 : (((i * 7 + j * 3) % 11 == 0) ? (i + j) % 13 + 1 : INF);
  for (int i = 0; i < V; i++) d[i][(i + 1) % V] = 5;
#pragma omp target data map(tofrom: d)
  for (int k = 0; k < V; k++) {
#pragma omp target teams distribute parallel for collapse(2) firstprivate(k)
    for (int i = 0; i < V; i++)
      for (int j = 0; j < V; j++)
        if (d[i][k] + d[k][j] < d[i][j]) d[i][j] = d[i][k] + d[k][j];
  }
  long s = 0;
  int unreachable = 0;
  for (int i = 0; i < V; i++)
    for (int j = 0; j < V; j++) {
      if (d[i][j] >= INF) unreachable++;
      else s += d[i][j];
    }
  printf("sum %ld unreachable %d d[0][47]=%d d[47][0]=%d\n", s, unreachable, d[0][V - 1], d[V - 1][0]);
  return 0;
}
