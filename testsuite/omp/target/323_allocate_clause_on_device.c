// The `allocate` clause on device constructs (OpenMP 5.0 §2.11.4): the allocator says where the
// construct's private copies live; the copies are still private (or firstprivate) as their
// data-sharing clause says. The OpenMP_VV forms (test_target_allocate: a firstprivate scalar
// summed in a target region) and the application's (a scratch array private to each team of
// a `target teams distribute` loop, a per-thread temporary in `target parallel for`).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | target firstprivate: 523776, host x 5
// | teams distribute private: row sums 28 92 156 220
// | parallel for private: checksum 7450
// | target parallel private: ok 1
// | target teams private: c[10] 21
#include <omp.h>
#include <stdio.h>

#define N 1024
#define ROWS 4
#define COLS 8

static void row_sums(const int *m, int *sums) {
  int scratch[COLS];
#pragma omp target teams distribute map(to: m[0:ROWS * COLS]) map(from: sums[0:ROWS]) \
    allocate(omp_pteam_mem_alloc: scratch) private(scratch)
  for (int r = 0; r < ROWS; r++) {
    for (int c = 0; c < COLS; c++)
      scratch[c] = m[r * COLS + c];
    int s = 0;
    for (int c = 0; c < COLS; c++)
      s += scratch[c];
    sums[r] = s;
  }
}

int main(void) {
  int x = 5, result = 0;
#pragma omp target allocate(omp_default_mem_alloc: x) firstprivate(x) map(from: result)
  {
    int s = x - 5;
    for (int i = 0; i < N; i++)
      s += i;
    x = s;
    result = x;
  }
  printf("target firstprivate: %d, host x %d\n", result, x);

  int m[ROWS * COLS], sums[ROWS];
  for (int i = 0; i < ROWS * COLS; i++)
    m[i] = i;
  row_sums(m, sums);
  printf("teams distribute private: row sums %d %d %d %d\n", sums[0], sums[1], sums[2], sums[3]);

  int out[100];
  int t = -1;
#pragma omp target parallel for map(from: out) allocate(omp_thread_mem_alloc: t) private(t)
  for (int i = 0; i < 100; i++) {
    t = i * 2;
    out[i] = t - i / 2;
  }
  long sum = 0;
  for (int i = 0; i < 100; i++)
    sum += out[i];
  printf("parallel for private: checksum %ld\n", sum + 0 * (long)t);

  int ok = 1;
#pragma omp target parallel map(tofrom: ok) allocate(omp_low_lat_mem_alloc: t) private(t)
  {
    t = omp_get_thread_num();
    if (t != omp_get_thread_num())
      ok = 0;
  }
  printf("target parallel private: ok %d\n", ok);

  int a[N], b[N], c[N], local;
  for (int i = 0; i < N; i++) {
    a[i] = 2 * i;
    b[i] = 1;
  }
#pragma omp target teams map(to: a, b) map(from: c) num_teams(1) \
    allocate(omp_default_mem_alloc: local) private(local)
  {
    for (int i = 0; i < N; i++) {
      local = a[i] + b[i];
      c[i] = local;
    }
  }
  printf("target teams private: c[10] %d\n", c[10]);
  return 0;
}
