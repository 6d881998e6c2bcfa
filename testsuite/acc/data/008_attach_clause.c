// attach clause: a struct on the device whose pointer member is attached to device data.
// expect-exit: 0
// expect-stdout:
// | attach 85344.0
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
#define N 64
struct vec { int n; double *v; };
int main(void) {
  struct vec s;
  s.n = N;
  s.v = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) s.v[i] = i;
  #pragma acc enter data copyin(s)
  #pragma acc enter data copyin(s.v[0:N])
  #pragma acc data attach(s.v)
  {
    #pragma acc parallel loop present(s)
    for (int i = 0; i < s.n; i++) s.v[i] = s.v[i] * s.v[i];
  }
  #pragma acc exit data copyout(s.v[0:N])
  #pragma acc exit data delete(s)
  double t = 0;
  for (int i = 0; i < N; i++) t += s.v[i];
  printf("attach %.1f\n", t);
  free(s.v);
  return t != 85344.0;
}
