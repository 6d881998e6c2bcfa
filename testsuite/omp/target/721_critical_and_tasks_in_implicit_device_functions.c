// `critical` and explicit tasks in functions that target regions call but no `declare
// target` names: implicitly `declare target` (OpenMP 5.0 §2.12.7), so compiled for both
// sides as explicit ones are (decision 95; 4.5 §2.13.2, §2.9.1): on the device a spin lock
// and included tasks, on the host libomp's lock and deferred tasks. Written as applications
// write it: helpers taking pointers, data through map clauses only, the helpers also called
// from a host parallel region. Before, the helpers' libomp calls had no device version and
// every target region calling them ran only on the host, with a warning.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | device count 4096 sum 8386560 max 4095 at 4095
// | device tree 33546240 33546240
// | host count 4096 sum 8386560 tree 33546240
#include <stdio.h>

#define N 4096
#define T 8

typedef struct {
  long count, sum;
  int max, at;
} stats_t;

static void record(stats_t *s, int v, int i) {
#pragma omp critical(stats)
  {
    s->count += 1;
    s->sum += v;
    if (v > s->max || (v == s->max && i > s->at)) {
      s->max = v;
      s->at = i;
    }
  }
}

long tree_sum(const int *v, int lo, int hi) {
  if (hi - lo <= 64) {
    long s = 0;
    for (int i = lo; i < hi; i++)
      s += v[i];
    return s;
  }
  long a = 0, b = 0;
  int mid = lo + (hi - lo) / 2;
#pragma omp task shared(a)
  a = tree_sum(v, lo, mid);
#pragma omp task shared(b)
  b = tree_sum(v, mid, hi);
#pragma omp taskwait
  return a + b;
}

static void scan(const int *v, int n, stats_t *s) {
#pragma omp target teams distribute parallel for map(to : v[0:n]) map(tofrom : s[0:1])
  for (int i = 0; i < n; i++)
    record(s, v[i], i);
}

static void sums(const int *v, int n, long *out, int t) {
#pragma omp target teams distribute parallel for map(to : v[0:n]) map(from : out[0:t])
  for (int k = 0; k < t; k++)
    out[k] = tree_sum(v, 0, n);
}

int main(void) {
  static int v[N];
  for (int i = 0; i < N; i++)
    v[i] = i;
  stats_t s = {0, 0, -1, -1};
  long out[T];
  scan(v, N, &s);
  sums(v, N, out, T);
  long lo = out[0], hi = out[0];
  for (int k = 1; k < T; k++) {
    lo = out[k] < lo ? out[k] : lo;
    hi = out[k] > hi ? out[k] : hi;
  }
  printf("device count %ld sum %ld max %d at %d\n", s.count, s.sum, s.max, s.at);
  printf("device tree %ld %ld\n", lo * 4, hi * 4);

  stats_t h = {0, 0, -1, -1};
  long t = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp for
    for (int i = 0; i < N; i++)
      record(&h, v[i], i);
#pragma omp single
    t = tree_sum(v, 0, N);
  }
  printf("host count %ld sum %ld tree %ld\n", h.count, h.sum, t * 4);
  return 0;
}
