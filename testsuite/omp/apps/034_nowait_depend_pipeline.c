// Asynchronous offload as applications overlap work: two independent `target teams distribute
// parallel for nowait` kernels on separate arrays joined by `taskwait`, then a chain of target
// tasks ordered by `depend(out:)`/`depend(in:)` (produce, transform, reduce into a mapped
// scalar), with `target enter data`/`target update from(...) depend(...)` nowait and a final
// `taskwait`; inside a `parallel`/`single` as codes that create the tasks from one thread do.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | scaled sums 36840.0 9216.0
// | sum 23028.00 host 23028.00 c[7] 9.25
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

static void scale(double *v, int n, double f) {
#pragma omp target teams distribute parallel for map(tofrom: v[0:n]) nowait
  for (int i = 0; i < n; i++)
    v[i] *= f;
}

int main(void) {
  int n = 4096;
  double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), *c = malloc(n * sizeof *c);
  for (int i = 0; i < n; i++) {
    a[i] = i % 10;
    b[i] = (i % 4) * 0.5;
    c[i] = 0.0;
  }
  scale(a, n, 2.0);
  scale(b, n, 3.0);
#pragma omp taskwait
  double sa = 0, sb = 0;
  for (int i = 0; i < n; i++) {
    sa += a[i];
    sb += b[i];
  }
  printf("scaled sums %.1f %.1f\n", sa, sb);

  double sum = 0.0;
#pragma omp target enter data map(to: a[0:n], b[0:n]) map(alloc: c[0:n])
#pragma omp parallel
#pragma omp single
  {
#pragma omp target teams distribute parallel for nowait depend(out: c[0:n])
    for (int i = 0; i < n; i++)
      c[i] = a[i] + b[i];
#pragma omp target teams distribute parallel for nowait depend(inout: c[0:n])
    for (int i = 0; i < n; i++)
      c[i] = c[i] * 0.5;
#pragma omp target teams distribute parallel for nowait depend(in: c[0:n]) depend(out: sum) map(tofrom: sum) reduction(+: sum)
    for (int i = 0; i < n; i++)
      sum += c[i];
#pragma omp target update from(c[0:n]) nowait depend(in: c[0:n])
#pragma omp taskwait
  }
#pragma omp target exit data map(delete: a[0:n], b[0:n], c[0:n])
  double hc = 0;
  for (int i = 0; i < n; i++)
    hc += c[i];
  printf("sum %.2f host %.2f c[7] %.2f\n", sum, hc, c[7]);
  free(a);
  free(b);
  free(c);
  return 0;
}
