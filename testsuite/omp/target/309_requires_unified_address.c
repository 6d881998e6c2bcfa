// The requirements oxacc's devices meet (OpenMP 5.0 §2.5.1): `unified_address` (a device
// pointer from omp_target_alloc used in target regions without is_device_ptr, pointer
// arithmetic on it on the host) and `atomic_default_mem_order` (a flag handed between two
// threads with clause-less atomics orders the data written before it). The OpenMP_VV forms
// (test_requires_unified_address, test_requires_atomic_default_mem_order_acq_rel) and a
// routine taking the device pointer, as an application passes it.
// args: -fopenmp
// expect-from: hand (gcc 12: "sorry, unimplemented: 'unified_address' clause on 'requires' directive not supported yet"; the lines are the serial build's)
// expect-exit: 0
// expect-stdout:
// | device pointer: 0 errors, sum 500500
// | arithmetic: q[0] 10 q[990] 1000
// | copied back: h[999] 1000
// | handoff: x 10
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#pragma omp requires unified_address
#pragma omp requires atomic_default_mem_order(acq_rel)

#define N 1000

static long sum_on_device(const int *d, int n) {
  long s = 0;
#pragma omp target map(tofrom: s)
  for (int i = 0; i < n; i++)
    s += d[i];
  return s;
}

int main(void) {
  int dev = omp_get_default_device();
  int *p = (int *)omp_target_alloc(N * sizeof(int), dev);
  int *q = NULL;
  int errors = 0;
#pragma omp target map(from: q)
  {
    for (int i = 0; i < N; i++)
      p[i] = i + 1;
    q = p + 5;
  }
  q += 4;
#pragma omp target map(tofrom: errors)
  for (int i = 0; i < N; i++)
    if (q[i - 9] != i + 1)
      errors++;
  printf("device pointer: %d errors, sum %ld\n", errors, sum_on_device(p, N));

  int first = 0, last = 0;
#pragma omp target map(from: first, last)
  {
    first = q[0];
    last = q[N - 10];
  }
  printf("arithmetic: q[0] %d q[990] %d\n", first, last);

  int *h = (int *)malloc(N * sizeof(int));
  omp_target_memcpy(h, p, N * sizeof(int), 0, 0, omp_get_initial_device(), dev);
  printf("copied back: h[999] %d\n", h[N - 1]);
  free(h);
  omp_target_free(p, dev);

  int x = 0, y = 0, seen = 0;
#pragma omp parallel num_threads(2)
  {
    if (omp_get_num_threads() < 2 || omp_get_thread_num() == 0) {
      x = 10;
#pragma omp atomic write
      y = 1;
    }
    if (omp_get_num_threads() < 2 || omp_get_thread_num() == 1) {
      int t = 0;
      while (t == 0) {
#pragma omp atomic read
        t = y;
      }
      seen = x;
    }
  }
  printf("handoff: x %d\n", seen);
  return 0;
}
