// default(none): every variable referenced in the region has an explicit data clause.
// expect-exit: 0
// expect-stdout:
// | default(none) sum 112425.00
#include <stdio.h>
#include <openacc.h>
#define N 300
int main(void) {
  double a[N], b[N];
  int n = N;
  double scale = 2.5;
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc parallel loop default(none) copyin(a[0:n]) copyout(b[0:n]) firstprivate(n, scale)
  for (int i = 0; i < n; i++) b[i] = scale * a[i] + 1.0;
  double s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  printf("default(none) sum %.2f\n", s);
  return s != 2.5 * (N - 1) * N / 2.0 + N;
}
