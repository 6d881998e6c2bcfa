// taskloop (OpenMP 4.5 §2.9.2): every iteration runs once; grainsize(g) gives each task
// between g and 2g-1 iterations (all of them when there are fewer than g), num_tasks(n) makes
// min(n, iterations) tasks; each task runs consecutive iterations in order, which the test
// sees through a firstprivate variable that remembers the task's first iteration. Also
// collapse(2) with a decreasing inner loop, nogroup followed by taskwait, implicit
// firstprivate of a local of the single region, private, if(0), final, untied, an orphaned
// taskloop in a function taking a pointer, and no iterations at all.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | grainsize(7): sum 499500, tasks hold 7..13 iterations: yes
// | grainsize(5000): one task of 1000: yes
// | num_tasks(6): 6 tasks, sum 499500
// | num_tasks(50) of 20 iterations: 20 tasks
// | default: every iteration once: yes
// | collapse(2): 1000 cells once, sum 49500
// | nogroup + taskwait: 3000
// | clauses: 2000 1000 1000
// | orphaned in a function: 1.5 4.5 1500.0
// | no iterations: 0
#include <omp.h>
#include <stdio.h>

#define N 1000

static int owner[N], hits[N];

static void clear(void) {
  for (int i = 0; i < N; i++) owner[i] = -1, hits[i] = 0;
}

/* Sizes of the groups of iterations with the same first iteration (one group per task). */
static int groups(int n, int *min, int *max) {
  int count = 0;
  *min = n + 1;
  *max = 0;
  for (int i = 0; i < n;) {
    int j = i;
    while (j < n && owner[j] == owner[i]) j++;
    int size = j - i;
    if (owner[i] != i) return -1; /* a task's iterations start at its first one */
    if (size < *min) *min = size;
    if (size > *max) *max = size;
    count++;
    i = j;
  }
  return count;
}

static void scale(double *x, int n, double f) {
#pragma omp taskloop grainsize(16)
  for (int i = 0; i < n; i++) x[i] *= f;
}

int main(void) {
  long sum = 0;
  int mn, mx, ng;

  clear();
#pragma omp parallel
#pragma omp single
  {
    int first = -1;
#pragma omp taskloop grainsize(7) firstprivate(first)
    for (int i = 0; i < N; i++) {
      if (first < 0) first = i;
      owner[i] = first;
#pragma omp atomic
      hits[i]++;
    }
  }
  for (int i = 0; i < N; i++) sum += (long)i * hits[i];
  ng = groups(N, &mn, &mx);
  printf("grainsize(7): sum %ld, tasks hold 7..13 iterations: %s\n", sum,
         ng > 0 && mn >= 7 && mx <= 13 ? "yes" : "no");

  clear();
#pragma omp parallel
#pragma omp single
  {
    int first = -1;
#pragma omp taskloop grainsize(5000) firstprivate(first)
    for (int i = 0; i < N; i++) {
      if (first < 0) first = i;
      owner[i] = first;
    }
  }
  ng = groups(N, &mn, &mx);
  printf("grainsize(5000): one task of 1000: %s\n", ng == 1 && mn == N ? "yes" : "no");

  clear();
  sum = 0;
#pragma omp parallel
#pragma omp single
  {
    int first = -1;
#pragma omp taskloop num_tasks(6) firstprivate(first)
    for (int i = 0; i < N; i++) {
      if (first < 0) first = i;
      owner[i] = first;
#pragma omp atomic
      sum += i;
    }
  }
  ng = groups(N, &mn, &mx);
  printf("num_tasks(6): %d tasks, sum %ld\n", ng, sum);

  clear();
#pragma omp parallel
#pragma omp single
  {
    int first = -1;
#pragma omp taskloop num_tasks(50) firstprivate(first)
    for (int i = 0; i < 20; i++) {
      if (first < 0) first = i;
      owner[i] = first;
    }
  }
  ng = groups(20, &mn, &mx);
  printf("num_tasks(50) of 20 iterations: %d tasks\n", ng);

  clear();
#pragma omp parallel
#pragma omp single
#pragma omp taskloop
  for (int i = N - 1; i >= 0; i -= 1) {
#pragma omp atomic
    hits[i]++;
  }
  int once = 1;
  for (int i = 0; i < N; i++) once &= hits[i] == 1;
  printf("default: every iteration once: %s\n", once ? "yes" : "no");

  clear();
  sum = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskloop collapse(2) grainsize(30)
    for (int i = 0; i < 10; i++)
      for (int j = 99; j >= 0; j--) {
#pragma omp atomic
        hits[i * 100 + j]++;
#pragma omp atomic
        sum += j;
      }
  }
  once = 1;
  for (int i = 0; i < N; i++) once &= hits[i] == 1;
  printf("collapse(2): %d cells once, sum %ld\n", once ? N : 0, sum);

  int a[N], b[N], c[N];
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskloop nogroup
    for (int i = 0; i < N; i++) a[i] = 1;
#pragma omp taskloop nogroup num_tasks(3)
    for (int i = 0; i < N; i++) b[i] = 2;
#pragma omp taskwait
  }
  sum = 0;
  for (int i = 0; i < N; i++) sum += a[i] + b[i];
  printf("nogroup + taskwait: %ld\n", sum);

#pragma omp parallel
#pragma omp single
  {
    int base = 2, tmp = 0;
#pragma omp taskloop private(tmp) if(0) untied
    for (int i = 0; i < N; i++) {
      tmp = base * (i + 1);
      a[i] = tmp / (i + 1);
    }
#pragma omp taskloop final(1) num_tasks(4) shared(b)
    for (int i = 0; i < N; i++) b[i] = base - 1;
#pragma omp taskloop mergeable default(shared)
    for (int i = 0; i < N; i++) c[i] = b[i] * base / 2;
    (void)tmp;
  }
  long sa = 0, sb = 0, sc = 0;
  for (int i = 0; i < N; i++) sa += a[i], sb += b[i], sc += c[i];
  printf("clauses: %ld %ld %ld\n", sa, sb, sc);

  double x[N];
  for (int i = 0; i < N; i++) x[i] = i + 1;
#pragma omp parallel
#pragma omp single
  scale(x, N, 1.5);
  printf("orphaned in a function: %.1f %.1f %.1f\n", x[0], x[2], x[N - 1]);

  int none = 0, lo = 5, hi = 5;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop
  for (int i = lo; i < hi; i++) none++;
  printf("no iterations: %d\n", none);
  return 0;
}
