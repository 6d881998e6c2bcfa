// The `affinity` clause on `task` (OpenMP 5.0 §2.10.1): a hint to run the task near the
// storage of its locators (variables, array sections, elements), which changes nothing the
// program computes. The OpenMP_VV form (test_task_affinity_device: a task with
// `depend(out:)` and `affinity(A[0:N])` whose statement holds two target regions) and the
// application's (a producer/consumer pair of tasks over heap arrays, each naming the data it
// works on).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | pipeline: sum 999000
// | targets: B[10] 30 B[999] 2997
#include <stdio.h>
#include <stdlib.h>

#define N 1000

int main(void) {
  int *a = malloc(N * sizeof(int)), *b = malloc(N * sizeof(int));
  for (int i = 0; i < N; i++)
    a[i] = i;
  long s = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task affinity(a[0:N]) depend(out: b[0]) shared(a, b)
    for (int i = 0; i < N; i++)
      b[i] = 2 * a[i];
#pragma omp task affinity(b[0:N], a, b[0]) depend(in: b[0]) shared(b, s)
    for (int i = 0; i < N; i++)
      s += b[i];
#pragma omp taskwait
  }
  printf("pipeline: sum %ld\n", s);

  int *B = malloc(N * sizeof(int));
#pragma omp target enter data map(to: a[0:N])
#pragma omp task depend(out: B) shared(B) affinity(a[0:N])
  {
#pragma omp target map(tofrom: B[0:N])
    for (int i = 0; i < N; i++)
      B[i] = 2 * a[i];
#pragma omp target map(tofrom: B[0:N])
    for (int i = 0; i < N; i++)
      B[i] += a[i];
#pragma omp taskwait
  }
#pragma omp taskwait
#pragma omp target exit data map(delete: a[0:N])
  printf("targets: B[10] %d B[999] %d\n", B[10], B[N - 1]);
  free(a);
  free(b);
  free(B);
  return 0;
}
