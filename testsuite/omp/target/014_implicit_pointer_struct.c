// Implicit mapping (OpenMP 4.5 §2.15.5): a pointer not named in a clause, pointing into data
// mapped by target enter data, is translated to the device copy (a zero-length array
// section); a struct scalar is firstprivate; a global array is mapped tofrom.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | implicit pointer: 0 wrong
#include <stdio.h>
#include <stdlib.h>

typedef struct { int n; double scale; } params;
double glob[50];

static void kernel(double *x, params p) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < p.n; i++) x[i] = x[i] * p.scale + glob[i % 50];
}

int main(void) {
  params p = {1000, 0.5};
  double *x = malloc(p.n * sizeof *x);
  for (int i = 0; i < p.n; i++) x[i] = 2 * i;
  for (int i = 0; i < 50; i++) glob[i] = 1;
#pragma omp target enter data map(to: x[0:p.n])
  kernel(x, p);
  kernel(x, p);
#pragma omp target exit data map(from: x[0:p.n])
  int bad = 0;
  for (int i = 0; i < p.n; i++)
    if (x[i] != 0.25 * 2 * i + 0.5 + 1) bad++;
  printf("implicit pointer: %d wrong\n", bad);
  free(x);
  return bad != 0;
}
