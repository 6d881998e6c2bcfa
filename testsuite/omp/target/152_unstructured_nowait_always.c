// Unstructured mapping with the 4.5 clauses of the stand-alone directives: `target enter
// data`, `target update` and `target exit data` with `nowait` and `depend` ordered by their
// dependences with the target regions between them (4.5 §2.10.2-§2.10.5), `map(always, to:)`
// on `target enter data` for data already present (the count rises and the new host values
// are copied in anyway), and `if` on `target enter data`. A conforming program: the output
// does not depend on whether the device has its own memory.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | pipeline: 1049600.0
// | always on enter data: 3072.0
// | after two exits: consistent
// | if(0) enter data: consistent
#include <omp.h>
#include <stdio.h>

#define N 1024

int main(void) {
  int dev = omp_get_default_device();
  int separate = dev != omp_get_initial_device();
  static double a[N], b[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp parallel
#pragma omp single
  {
#pragma omp target enter data map(to: a) map(alloc: b) nowait depend(out: a, b)
#pragma omp target teams distribute parallel for nowait depend(inout: a, b)
    for (int i = 0; i < N; i++) b[i] = 2 * a[i] + 2;
#pragma omp target update from(b) nowait depend(in: b)
#pragma omp target exit data map(delete: a, b) depend(inout: a, b) nowait
#pragma omp taskwait
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  printf("pipeline: %.1f\n", s);
  for (int i = 0; i < N; i++) a[i] = 1;
#pragma omp target enter data map(to: a)
  for (int i = 0; i < N; i++) a[i] = 3;
#pragma omp target enter data map(always, to: a)
  s = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < N; i++) s += a[i];
  printf("always on enter data: %.1f\n", s);
#pragma omp target exit data map(release: a)
#pragma omp target exit data map(release: a)
  printf("after two exits: %s\n", !separate || !omp_target_is_present(a, dev) ? "consistent" : "still there");
  int want = 0;
#pragma omp target enter data map(to: b) if(want)
  printf("if(0) enter data: %s\n", !separate || !omp_target_is_present(b, dev) ? "consistent" : "mapped");
  return 0;
}
