// present on a subarray of a larger present block finds it.
// expect-exit: 0
// expect-stdout:
// | present subarray 210.0 a[120] 1 a[160] 2 a[299] 0
#include <stdio.h>
#include <openacc.h>
#define N 300
static void bump(double *p, int n) {
  #pragma acc parallel loop present(p[0:n])
  for (int i = 0; i < n; i++) p[i] += 1.0;
}
int main(void) {
  double a[N];
  for (int i = 0; i < N; i++) a[i] = 0;
  #pragma acc data copy(a)
  {
    bump(a + 100, 100);
    bump(a + 150, 100);
    bump(a, 10);
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("present subarray %.1f a[120] %.0f a[160] %.0f a[299] %.0f\n", s, a[120], a[160], a[N - 1]);
  return s != 210.0;
}
