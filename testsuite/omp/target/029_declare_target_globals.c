// declare target (OpenMP 4.5 §2.10.6, the declare target ... end declare target block): global arrays and scalars listed with to(...), a block with a function and a table, a function called from several target regions, and target update of the globals.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | poly: y[0]=1.0000 y[64]=1.8750 y[255]=14.8676 t[13]=9
// | after update: y[7]=10.0
// | calls=7
#include <stdio.h>

#define N 256

double coeff[4] = {1.0, 0.5, 0.25, 0.125};
int calls;
#pragma omp declare target to(coeff, calls)

#pragma omp declare target
static const int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
static double poly(double x) {
  return coeff[0] + x * (coeff[1] + x * (coeff[2] + x * coeff[3]));
}
int lookup(int i) { return table[i % 8]; }
#pragma omp end declare target

int main(void) {
  double y[N];
  int t[N];
#pragma omp target teams distribute parallel for map(from: y, t)
  for (int i = 0; i < N; i++) {
    y[i] = poly(i / 64.0);
    t[i] = lookup(i);
  }
  printf("poly: y[0]=%.4f y[64]=%.4f y[255]=%.4f t[13]=%d\n", y[0], y[64], y[255], t[13]);

  coeff[0] = 10.0;
#pragma omp target update to(coeff)
#pragma omp target teams distribute parallel for map(from: y)
  for (int i = 0; i < N; i++) y[i] = poly(0.0);
  printf("after update: y[7]=%.1f\n", y[7]);

  calls = 5;
#pragma omp target update to(calls)
#pragma omp target
  calls += 2;
#pragma omp target update from(calls)
  printf("calls=%d\n", calls);
  return 0;
}
