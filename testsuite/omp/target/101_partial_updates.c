// Application style: a halo exchange pattern: a field kept on the device, only the boundary
// rows brought back with target update from of array sections, modified on the host and sent
// back with target update to, then an interior kernel that reads them.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | halo rows on the host: 0.0 130.0
// | after the interior kernel: h[1][0] 1.50 h[NX-2][0] 63.50 sum 139230.0
#include <stdio.h>

#define NX 66
#define NY 34

static double f[NX][NY], h[NX][NY];

static void interior(double (*g)[NY], double (*out)[NY]) {
#pragma omp target teams distribute parallel for collapse(2)
  for (int i = 1; i < NX - 1; i++)
    for (int j = 0; j < NY; j++) out[i][j] = 0.5 * (g[i - 1][j] + g[i + 1][j]);
}

int main(void) {
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++) f[i][j] = i;
#pragma omp target data map(to: f) map(tofrom: h)
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < NX; i++)
      for (int j = 0; j < NY; j++) f[i][j] *= 2.0;
#pragma omp target update from(f[0:1][0:NY], f[NX-1:1][0:NY])
    printf("halo rows on the host: %.1f %.1f\n", f[0][3], f[NX - 1][3]);
    for (int j = 0; j < NY; j++) {
      f[0][j] = -1.0;
      f[NX - 1][j] = 1.0;
    }
#pragma omp target update to(f[0:1][0:NY], f[NX-1:1][0:NY])
    interior(f, h);
  }
  double s = 0;
  for (int i = 1; i < NX - 1; i++)
    for (int j = 0; j < NY; j++) s += h[i][j];
  printf("after the interior kernel: h[1][0] %.2f h[NX-2][0] %.2f sum %.1f\n", h[1][0],
         h[NX - 2][0], s);
  return 0;
}
