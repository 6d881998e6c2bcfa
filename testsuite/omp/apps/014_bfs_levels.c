// Level-synchronous breadth-first search on a generated graph (CSR): each level's frontier
// expanded by a parallel for, new vertices claimed with an atomic capture, the next
// frontier appended through an atomic counter; levels and reach are deterministic.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | reached 5000 depth 10 max level 9 level sum 35724
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define V 5000
#define DEG 4

int main(void) {
  int *rowptr = malloc((V + 1) * sizeof(int)), *col = malloc(V * DEG * sizeof(int));
  for (int v = 0; v < V; v++) {
    rowptr[v] = v * DEG;
    col[v * DEG + 0] = (v * 2 + 1) % V;
    col[v * DEG + 1] = (v * 2 + 2) % V;
    col[v * DEG + 2] = (v + V - 1) % V;
    col[v * DEG + 3] = (v * 7 + 3) % V;
  }
  rowptr[V] = V * DEG;
  int *level = malloc(V * sizeof(int)), *front = malloc(V * sizeof(int)),
      *next = malloc(V * sizeof(int));
  for (int v = 0; v < V; v++)
    level[v] = -1;
  level[0] = 0;
  front[0] = 0;
  int nfront = 1, depth = 0, reached = 1;
  while (nfront > 0) {
    int nnext = 0;
#pragma omp parallel for schedule(dynamic, 16)
    for (int k = 0; k < nfront; k++) {
      int u = front[k];
      for (int e = rowptr[u]; e < rowptr[u + 1]; e++) {
        int w = col[e];
        int old;
#pragma omp atomic capture
        { old = level[w]; level[w] = level[w] < 0 ? depth + 1 : level[w]; }
        if (old < 0) {
          int slot;
#pragma omp atomic capture
          slot = nnext++;
          next[slot] = w;
        }
      }
    }
    int *t = front;
    front = next;
    next = t;
    nfront = nnext;
    reached += nnext;
    depth++;
  }
  long sum = 0;
  int maxl = 0;
  for (int v = 0; v < V; v++) {
    sum += level[v];
    if (level[v] > maxl)
      maxl = level[v];
  }
  printf("reached %d depth %d max level %d level sum %ld\n", reached, depth, maxl, sum);
  free(rowptr);
  free(col);
  free(level);
  free(front);
  free(next);
  return 0;
}
