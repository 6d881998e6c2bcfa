// The target_device selector set of OpenMP 5.1 (§7.2), as OpenMP_VV's 5.1 metadirective tests
// use it: in host code it describes the device a target construct offloads to (a GPU for
// oxacc, resolved at compile time), so `when(target_device={kind(gpu)}: target teams
// distribute parallel for …)` picks the offloaded loop where `device={kind(gpu)}` would not;
// in a target region it is the device itself, so `arch("nvptx")` picks `masked` there (one
// thread fills the array, on the GPU and in the host fallback alike). oxacc refused the set
// ("expected a context selector set: construct, device, implementation or user").
// args: -fopenmp
// expect-from: hand (gcc 12 with -foffload=disable takes the default variants, no target device being a GPU there; the lines are what the selected variants compute)
// expect-exit: 0
// expect-stdout:
// | scale: y[999] = 1999
// | masked: 1024 of 1024 written by thread 0
#include <omp.h>
#include <stdio.h>

#define N 1000
#define M 1024

static void scale(double *y, const double *x, int n) {
#pragma omp metadirective \
    when(target_device = {kind(gpu)}: target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])) \
    when(device = {kind(gpu)}: parallel for) \
    default(parallel for)
  for (int i = 0; i < n; i++) {
    y[i] += 2 * x[i];
  }
}

static int fill_masked(int *a, int n) {
#pragma omp target map(tofrom: a[0:n])
#pragma omp parallel num_threads(4)
  {
#pragma omp metadirective when(target_device = {arch("nvptx")}: masked) default(for)
    for (int i = 0; i < n; i++)
      a[i] = omp_get_thread_num();
  }
  int zeros = 0;
  for (int i = 0; i < n; i++) zeros += a[i] == 0;
  return zeros;
}

int main(void) {
  static double x[N], y[N];
  static int a[M];
  for (int i = 0; i < N; i++) {
    x[i] = i;
    y[i] = 1.0;
  }
  for (int i = 0; i < M; i++) a[i] = -1;
  scale(y, x, N);
  printf("scale: y[999] = %.0f\n", y[N - 1]);
  printf("masked: %d of %d written by thread 0\n", fill_masked(a, M), M);
  return 0;
}
