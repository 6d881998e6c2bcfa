// Conway's game of life on a torus: each generation a parallel for over rows writing the
// next grid, a reduction counting live cells; a glider and a blinker field evolve.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | live after 25/50/75/100: 18 12 12 12, position sum 19512
#include <stdio.h>
#include <string.h>
#include <omp.h>

#define R 48
#define C 64

static unsigned char g[R][C], h[R][C];

int main(void) {
  memset(g, 0, sizeof g);
  g[1][2] = g[2][3] = g[3][1] = g[3][2] = g[3][3] = 1;
  for (int k = 10; k < 40; k += 6)
    g[k][k] = g[k][k + 1] = g[k][k + 2] = 1;
  int history[5];
  for (int gen = 0; gen < 100; gen++) {
    int live = 0;
#pragma omp parallel for reduction(+: live) schedule(dynamic, 4)
    for (int r = 0; r < R; r++)
      for (int c = 0; c < C; c++) {
        int n = 0;
        for (int dr = -1; dr <= 1; dr++)
          for (int dc = -1; dc <= 1; dc++)
            if (dr || dc)
              n += g[(r + dr + R) % R][(c + dc + C) % C];
        h[r][c] = n == 3 || (n == 2 && g[r][c]);
        live += h[r][c];
      }
    memcpy(g, h, sizeof g);
    if (gen % 25 == 24)
      history[gen / 25] = live;
  }
  long where = 0;
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      if (g[r][c])
        where += r * C + c;
  printf("live after 25/50/75/100: %d %d %d %d, position sum %ld\n", history[0], history[1],
         history[2], history[3], where);
  return 0;
}
