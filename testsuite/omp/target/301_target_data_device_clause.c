// `target data device(n)` (OpenMP 4.5 §2.10.1): the region's maps are made on device n, and
// the device before it is current again after it (OpenMP_VV test_target_device,
// test_target_data_map_devices): the initial device, the default device, and every device
// as the suite does (none on a machine without a GPU).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 0 wrong, a[7] 29, same device after: yes
#include <omp.h>
#include <stdio.h>

#define N 1000

static void scale(int *a, int n, int dev, int passes) {
#pragma omp target data map(tofrom: a[0:n]) device(dev)
  {
    for (int pass = 0; pass < passes; pass++) {
#pragma omp target map(alloc: a[0:n]) device(dev)
      for (int i = 0; i < n; i++)
        a[i] += 1;
    }
  }
}

int main(void) {
  int a[N], bad = 0;
  for (int i = 0; i < N; i++)
    a[i] = i;
  scale(a, N, omp_get_initial_device(), 2);
  for (int dev = 0; dev < omp_get_num_devices(); ++dev) {
#pragma omp target data map(tofrom: a[0:N]) device(dev)
    {
#pragma omp target map(alloc: a[0:N]) device(dev)
      for (int i = 0; i < N; i++)
        a[i] += dev + 1;
    }
    for (int i = 0; i < N; i++)
      a[i] -= dev + 1;
  }
  for (int k = 0; k < 2; k++) {
#pragma omp target data map(tofrom: a[0:N]) device(omp_get_default_device())
    {
#pragma omp target map(alloc: a[0:N])
      for (int i = 0; i < N; i++)
        a[i] += 10;
    }
  }
  // The construct after the regions runs where it would have without them.
  int where = -1;
#pragma omp target map(from: where)
  where = omp_is_initial_device();
  for (int i = 0; i < N; i++)
    bad += a[i] != i + 2 + 20;
  printf("%d wrong, a[7] %d, same device after: %s\n", bad, a[7],
         where == (omp_get_num_devices() == 0) ? "yes" : "no");
  return bad != 0;
}
