// serial loop with a reduction clause (combined construct).
// expect-exit: 0
// expect-stdout:
// | serial loop harmonic 7.4854708606
#include <stdio.h>
#include <openacc.h>
#define N 1000
int main(void) {
  double x[N];
  for (int i = 0; i < N; i++) x[i] = 1.0 / (i + 1);
  double s = 0;
  #pragma acc serial loop reduction(+:s) copyin(x)
  for (int i = 0; i < N; i++) s += x[i];
  double e = 0;
  for (int i = 0; i < N; i++) e += x[i];
  printf("serial loop harmonic %.10f\n", s);
  return s != e;
}
