// A structure used in a target region without a map clause while an enclosing `target data`
// maps some of its members (an array member and the section a pointer member points to), as
// application kernels use a struct of parameters: the implicit map of the structure (5.0
// §2.19.7: as if `map(tofrom: g)`) takes the mapped member into one device object with the
// rest of the structure (the restriction on partly present storage is for explicit maps only,
// §2.19.7.1). Before, with separate device memory, the launch stopped with "host data ... is
// partly present on the device".
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 4.0 13.0 31.0 n 10
#include <stdio.h>

typedef struct {
  int n;
  double coef[4];
  double *f;
} grid;

static void apply(grid *gp) {
  grid g = *gp;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < g.n; i++)
    g.f[i] += g.coef[1] * i;
}

int main(void) {
  double f[10];
  for (int i = 0; i < 10; i++)
    f[i] = 1;
  grid g = {10, {2, 3, 4, 5}, f};
#pragma omp target data map(to: g.coef) map(tofrom: g.f[0:10])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < g.n; i++)
      g.f[i] += g.coef[1];
    apply(&g);
  }
  printf("%.1f %.1f %.1f n %d\n", f[0], f[3], f[9], g.n);
  return 0;
}
