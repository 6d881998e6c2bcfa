// parallel loop seq: the loop runs sequentially (here a recurrence), gang-redundant.
// expect-exit: 0
// expect-stdout:
// | parallel loop seq a[59] 276.801490492
#include <stdio.h>
#include <openacc.h>
#define N 60
int main(void) {
  double a[N];
  a[0] = 1.0;
  #pragma acc parallel loop seq num_gangs(1) copy(a)
  for (int i = 1; i < N; i++) a[i] = a[i - 1] * 1.1;
  printf("parallel loop seq a[59] %.9f\n", a[N - 1]);
  return 0;
}
