// Loops that run sequentially in a parallel region: `parallel loop auto` over a prefix sum
// (the dependence test makes it seq), `parallel loop seq`, and a `loop seq` inside `parallel`.
// No loop is gang-partitioned, so each region runs in one gang; in every gang, the prefix sums
// would race on the shared array and be added again.
// expect-exit: 0
// expect-stdout:
// | auto prefix 4950 99
// | seq prefix 328350
// | region seq 4950 1
#include <stdio.h>
#include <openacc.h>
#define N 100

static void prefix(double *a, int n) {
  #pragma acc parallel loop auto copy(a[0:n])
  for (int i = 1; i < n; i++) a[i] = a[i - 1] + a[i];
}

int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = (double)i * i; }
  prefix(a, N);
  printf("auto prefix %.0f %.0f\n", a[N - 1], a[N - 1] - a[N - 2]);

  #pragma acc parallel loop seq copy(b)
  for (int i = 1; i < N; i++) b[i] += b[i - 1];
  printf("seq prefix %.0f\n", b[N - 1]);

  long total = 0;
  int runs = 0;
  #pragma acc parallel copy(total, runs)
  {
    runs++;
    #pragma acc loop seq
    for (int i = 0; i < N; i++) total += i;
  }
  printf("region seq %ld %d\n", total, runs);
  return !(a[N - 1] == 4950.0 && b[N - 1] == 328350.0 && total == 4950 && runs == 1);
}
