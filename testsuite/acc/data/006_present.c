// present clause: data placed by an enclosing region in another function.
// expect-exit: 0
// expect-stdout:
// | present 16320.00
#include <stdio.h>
#include <openacc.h>
#define N 256
static void scale(float *v, int n, float f) {
  #pragma acc parallel loop present(v[0:n])
  for (int i = 0; i < n; i++) v[i] *= f;
}
int main(void) {
  float v[N];
  for (int i = 0; i < N; i++) v[i] = (float)i;
  #pragma acc data copy(v)
  {
    scale(v, N, 2.0f);
    scale(v, N, 0.25f);
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += v[i];
  printf("present %.2f\n", s);
  return s != 0.5 * 32640;
}
