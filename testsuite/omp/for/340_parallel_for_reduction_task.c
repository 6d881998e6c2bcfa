// `reduction(task, op: list)` on a combined `parallel for` and `parallel sections` (OpenMP
// 5.0 §2.19.5.4): tasks made in the loop's iterations with `in_reduction(op: list)` reduce
// into the same reduction as the iterations, and the result is complete when the construct
// ends. A histogram of a function taking its data by pointer, an iteration's heavy part
// deferred to a task. Before, "OpenMP 'reduction' modifier is not supported yet" (only a
// plain `parallel` took it).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | total 5000050000 big 94 ok 1
// | sections 21 prod 720
#include <stdio.h>

static long weigh(const int *v, int n, int *big) {
  long total = 0;
  int count = 0;
#pragma omp parallel for reduction(task, +: total, count) num_threads(4) schedule(dynamic, 7)
  for (int i = 0; i < n; i++) {
    if (v[i] % 1063 == 0) {
#pragma omp task in_reduction(+: total, count) firstprivate(i)
      {
        long s = 0;
        for (int k = 0; k < v[i] / 1000; k++)
          s += 1000;
        total += s + v[i] % 1000;
        count += 1;
      }
    } else {
      total += v[i];
    }
  }
  *big = count;
  return total;
}

int main(void) {
  static int v[100000];
  for (int i = 0; i < 100000; i++)
    v[i] = i + 1;
  int big = 0;
  long t = weigh(v, 100000, &big);
  printf("total %ld big %d ok %d\n", t, big, t == 5000050000L);
  int s = 0;
  long p = 1;
#pragma omp parallel sections reduction(task, +: s) reduction(task, *: p) num_threads(3)
  {
#pragma omp section
    {
      for (int k = 1; k <= 3; k++) {
#pragma omp task in_reduction(+: s) in_reduction(*: p) firstprivate(k)
        {
          s += k;
          p *= k;
        }
      }
    }
#pragma omp section
    {
#pragma omp task in_reduction(+: s) in_reduction(*: p)
      {
        s += 4 + 5;
        p *= 4 * 5;
      }
    }
#pragma omp section
    {
      s += 6;
      p *= 6;
    }
  }
  printf("sections %d prod %ld\n", s, p);
  return 0;
}
