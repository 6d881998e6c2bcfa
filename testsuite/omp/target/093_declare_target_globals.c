// Application style: global tables and helper functions in a declare target region (a lookup
// table, a coefficient and a device function calling another), updated from the host with
// target update, used by kernels in functions that take only pointers and sizes.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | coef 1: sum 32020.0 out[70] 7.0
// | coef 0.5: sum 16510.0 out[70] 4.0
// | table set on the device: table[10] 20.0 table[63] 126.0
#include <stdio.h>

#define TABLE 64
#pragma omp declare target
double table[TABLE];
double coef = 1.0;
static double lookup(int k) { return table[k % TABLE]; }
double weight(int k) { return coef * lookup(k) + 1.0; }
#pragma omp end declare target

static void apply(double *out, int n) {
#pragma omp target teams distribute parallel for map(from: out[0:n])
  for (int i = 0; i < n; i++) out[i] = weight(i);
}

static double sum(const double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}

int main(void) {
  enum { N = 1000 };
  static double out[N];
  for (int k = 0; k < TABLE; k++) table[k] = k;
#pragma omp target update to(table)
  apply(out, N);
  printf("coef 1: sum %.1f out[70] %.1f\n", sum(out, N), out[70]);
  coef = 0.5;
#pragma omp target update to(coef)
  apply(out, N);
  printf("coef 0.5: sum %.1f out[70] %.1f\n", sum(out, N), out[70]);
#pragma omp target
  {
    for (int k = 0; k < TABLE; k++) table[k] = 2 * k;
  }
#pragma omp target update from(table)
  printf("table set on the device: table[10] %.1f table[63] %.1f\n", table[10], table[63]);
  return 0;
}
