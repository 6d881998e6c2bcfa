// enter data in one function, compute in another, exit data copyout in a third.
// expect-exit: 0
// expect-stdout:
// | enter/exit across functions 126375.00
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
static double *setup(int n) {
  double *v = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) v[i] = i;
  #pragma acc enter data copyin(v[0:n])
  return v;
}
static void compute(double *v, int n) {
  #pragma acc parallel loop present(v[0:n])
  for (int i = 0; i < n; i++) v[i] = v[i] * 0.5 + 1.0;
}
static void finish(double *v, int n) {
  #pragma acc exit data copyout(v[0:n])
}
int main(void) {
  int n = 1000;
  double *v = setup(n);
  compute(v, n);
  compute(v, n);
  finish(v, n);
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  printf("enter/exit across functions %.2f\n", s);
  free(v);
  return s != 0.25 * 499500 + 1.5 * n;
}
