// Application style: overlapping host work with a deferred target task (nowait) and waiting
// with taskwait before using the result; two kernels on disjoint halves with nowait and
// depend on their halves, and a final kernel that depends on both.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | host 499500.0 sum 137497500.0 a[1] 3.0 a[N-1] 29998.0
#include <stdio.h>

#define N 10000

static double a[N], b[N];

int main(void) {
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target enter data map(to: a) map(alloc: b)
#pragma omp target teams distribute parallel for nowait depend(out: b[0:N/2])
  for (int i = 0; i < N / 2; i++) b[i] = a[i] * 2.0;
#pragma omp target teams distribute parallel for nowait depend(out: b[N/2:N/2])
  for (int i = N / 2; i < N; i++) b[i] = a[i] * 3.0;
  // Host work meanwhile.
  double host = 0;
  for (int i = 0; i < 1000; i++) host += i;
#pragma omp target teams distribute parallel for nowait depend(in: b[0:N/2], b[N/2:N/2]) depend(out: a)
  for (int i = 0; i < N; i++) a[i] = b[i] + 1.0;
#pragma omp taskwait
#pragma omp target exit data map(from: a) map(delete: b)
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("host %.1f sum %.1f a[1] %.1f a[N-1] %.1f\n", host, s, a[1], a[N - 1]);
  return 0;
}
