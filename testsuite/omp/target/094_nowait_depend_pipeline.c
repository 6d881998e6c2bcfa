// Application style: a pipeline of target tasks ordered by depend clauses (4.5 §2.10.4):
// two independent initialisations with nowait, a kernel that depends on both, a transfer back
// that depends on the kernel, then taskwait; and a loop of chunks whose kernels each depend
// on the previous chunk's result. The result is the same whether the tasks run deferred or
// at once.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | c = a + b: sum 6288384.0
// | chained chunks: c[N-1] 8.0 c[len] 2.0
#include <stdio.h>

#define N 2048
#define CHUNKS 8

static double a[N], b[N], c[N];

int main(void) {
#pragma omp target enter data map(alloc: a, b, c)
#pragma omp target teams distribute parallel for nowait depend(out: a)
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target teams distribute parallel for nowait depend(out: b)
  for (int i = 0; i < N; i++) b[i] = 2.0 * i;
#pragma omp target teams distribute parallel for nowait depend(in: a, b) depend(out: c)
  for (int i = 0; i < N; i++) c[i] = a[i] + b[i];
#pragma omp target update from(c) nowait depend(in: c)
#pragma omp taskwait
  double s = 0;
  for (int i = 0; i < N; i++) s += c[i];
  printf("c = a + b: sum %.1f\n", s);

  // Each chunk's kernel adds the previous chunk's last element.
  int len = N / CHUNKS;
  for (int k = 0; k < CHUNKS; k++) {
    int lo = k * len;
#pragma omp target teams distribute parallel for nowait depend(inout: c) firstprivate(lo, len)
    for (int i = lo; i < lo + len; i++) c[i] = (lo > 0 ? c[lo - 1] : 0.0) + 1.0;
  }
#pragma omp taskwait
#pragma omp target exit data map(from: c) map(delete: a, b)
  printf("chained chunks: c[N-1] %.1f c[len] %.1f\n", c[N - 1], c[len]);
  return 0;
}
