// Explicit tasks in `declare target` functions (OpenMP 4.5 §2.9.1, §2.10.6; 5.0 §2.19.5.4–
// §2.19.5.6): a recursive tree sum whose calls are tasks joined by `taskwait`, a
// `taskgroup task_reduction` around `in_reduction` tasks, `taskyield`, and tasks writing
// disjoint parts of an array, in functions that target regions call from every thread,
// and that the host calls too (in a `parallel` region's `single`, where libomp defers the
// tasks). On the device the tasks are included in the thread that makes them; on the host
// they are libomp's (decision 95). Before, the functions' libomp calls had no device
// version, so every target region calling them ran only on the host.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | tree 2096128 2096128 2096128
// | reduce 8256 8256
// | scale 64 0 33024
// | host tree 2096128 reduce 8256 scale 24768
#include <stdio.h>

#define N 2048
#define M 128

#pragma omp declare target
long tree_sum(const int *v, int lo, int hi) {
  if (hi - lo <= 64) {
    long s = 0;
    for (int i = lo; i < hi; i++)
      s += v[i];
    return s;
  }
  long a = 0, b = 0;
  int mid = lo + (hi - lo) / 2;
#pragma omp task shared(a) firstprivate(lo, mid)
  a = tree_sum(v, lo, mid);
#pragma omp task shared(b) firstprivate(mid, hi)
  b = tree_sum(v, mid, hi);
#pragma omp taskwait
  return a + b;
}

int reduce_tasks(const int *w, int n) {
  int r = 0;
#pragma omp taskgroup task_reduction(+: r)
  {
    for (int i = 0; i < n; i += 16) {
#pragma omp task in_reduction(+: r) firstprivate(i)
      for (int j = i; j < i + 16 && j < n; j++)
        r += w[j];
#pragma omp taskyield
    }
  }
  return r;
}

void scale_parts(int *out, const int *w, int n, int k) {
#pragma omp taskgroup
  for (int i = 0; i < n; i += 32) {
#pragma omp task firstprivate(i)
    for (int j = i; j < i + 32 && j < n; j++)
      out[j] = k * w[j];
  }
}
#pragma omp end declare target

int main(void) {
  static int v[N], w[M], out[4][M];
  for (int i = 0; i < N; i++)
    v[i] = i;
  for (int i = 0; i < M; i++)
    w[i] = i + 1;
  long t[3] = {0, 0, 0};
#pragma omp target teams distribute parallel for map(to: v) map(tofrom: t)
  for (int k = 0; k < 3; k++)
    t[k] = tree_sum(v, 0, N);
  printf("tree %ld %ld %ld\n", t[0], t[1], t[2]);

  int r[2] = {0, 0};
#pragma omp target parallel for map(to: w) map(tofrom: r) num_threads(2)
  for (int k = 0; k < 2; k++)
    r[k] = reduce_tasks(w, M);
  printf("reduce %d %d\n", r[0], r[1]);

#pragma omp target teams distribute map(to: w) map(from: out)
  for (int k = 0; k < 4; k++)
    scale_parts(out[k], w, M, k + 1);
  long s2 = 0, s4 = 0;
  for (int j = 0; j < M; j++) {
    s2 += out[1][j] - 2 * w[j];
    s4 += out[3][j];
  }
  printf("scale %d %ld %ld\n", out[3][15], s2, s4);

  long ht = 0;
  int hr = 0;
  int hout[M];
#pragma omp parallel
#pragma omp single
  {
    ht = tree_sum(v, 0, N);
    hr = reduce_tasks(w, M);
    scale_parts(hout, w, M, 3);
  }
  long hs = 0;
  for (int j = 0; j < M; j++)
    hs += hout[j];
  printf("host tree %ld reduce %d scale %ld\n", ht, hr, hs);
  return 0;
}
