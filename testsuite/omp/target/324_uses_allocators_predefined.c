// `uses_allocators` with the predefined allocators (OpenMP 5.0 §2.12.5), with the `allocate`
// clause naming them for the construct's private copies: the OpenMP_VV forms
// (test_target_uses_allocators_const/_high_bw/_thread/_pteam: a firstprivate or private
// scalar) and the application's (several allocators in one clause on a combined construct,
// a private accumulator per thread of a parallel loop, and an allocator listed but not used).
// args: -fopenmp
// expect-from: hand (gcc 12: "expected '#pragma omp' clause before 'uses_allocators'"; the lines are the serial build's, gcc -O2 without -fopenmp)
// expect-exit: 0
// expect-stdout:
// | const: 1047552
// | high_bw: 1047552
// | thread: 0 3 6 9 12 15 18 21
// | teams: sum 2016
// | unused: y[99] 100
#include <omp.h>
#include <stdio.h>

#define N 1024
#define M 8

int main(void) {
  int x = 0, device_result = 0;
#pragma omp target uses_allocators(omp_const_mem_alloc) allocate(omp_const_mem_alloc: x) \
    firstprivate(x) map(from: device_result)
  {
    for (int i = 0; i < N; i++)
      x += 2 * i;
    device_result = x;
  }
  printf("const: %d\n", device_result);

  x = 0;
#pragma omp target uses_allocators(omp_high_bw_mem_alloc) \
    allocate(omp_high_bw_mem_alloc: x) firstprivate(x) map(from: device_result)
  {
    for (int i = 0; i < N; i++)
      x += 2 * i;
    device_result = x;
  }
  printf("high_bw: %d\n", device_result);

  int r[M] = {0};
#pragma omp target parallel uses_allocators(omp_thread_mem_alloc) \
    allocate(omp_thread_mem_alloc: x) private(x) map(from: r)
  {
    if (omp_get_thread_num() == 0)
      for (int i = 0; i < M; i++) {
        x = 2 * i;
        r[i] = i + x;
      }
  }
  printf("thread:");
  for (int i = 0; i < M; i++)
    printf(" %d", r[i]);
  printf("\n");

  int acc = 7, sum = 0;
#pragma omp target teams distribute parallel for reduction(+: sum) map(tofrom: sum) \
    uses_allocators(omp_pteam_mem_alloc, omp_cgroup_mem_alloc, omp_default_mem_alloc) \
    allocate(omp_pteam_mem_alloc: acc) private(acc)
  for (int i = 0; i < 64; i++) {
    acc = i;
    sum += acc;
  }
  printf("teams: sum %d\n", sum);

  int y[100];
#pragma omp target map(from: y) uses_allocators(omp_large_cap_mem_alloc, omp_low_lat_mem_alloc)
  for (int i = 0; i < 100; i++)
    y[i] = i + 1;
  printf("unused: y[99] %d\n", y[99]);
  return 0;
}
