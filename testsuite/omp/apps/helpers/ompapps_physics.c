// `declare target` functions and global tables of testsuite/omp/apps/031: another translation
// unit, compiled separately (link-with-acc) as `make CC=oxacc` would.
#include "ompapps_physics.h"

#pragma omp declare target
double coeffs[NCOEF];
int table_ready;
#pragma omp end declare target

#pragma omp declare target
double flux(double left, double right, double c) {
  return c * (right - left);
}
#pragma omp end declare target

double poly(double x) {
  double r = 0.0;
  for (int k = NCOEF - 1; k >= 0; k--)
    r = r * x + coeffs[k];
  return r;
}
#pragma omp declare target to(poly)

void init_coeffs(void) {
  for (int k = 0; k < NCOEF; k++)
    coeffs[k] = 1.0 / (k + 1);
  table_ready = 1;
#pragma omp target update to(coeffs, table_ready)
}
