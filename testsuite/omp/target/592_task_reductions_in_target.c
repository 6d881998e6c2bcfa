// Task reductions in target regions (OpenMP 5.0 §2.19.5.4–§2.19.5.6): `target parallel
// reduction(task, +: sum)` whose primary thread makes `in_reduction` tasks, or a
// `taskloop in_reduction` (the encountering thread's loop), and a `declare target` function
// with `taskgroup task_reduction(+: r)` around `in_reduction` tasks that a `target parallel`
// region's `single` calls (OpenMP_VV test_task_in_reduction_device and
// test_taskgroup_task_reduction_device's patterns). A task in a target region runs at once
// in the thread that makes it; its `in_reduction` copy is combined into the item as it
// ends. Before, the `task` modifier stopped the compilation, and an `in_reduction` task's
// copy was never combined (the sums were 0). The `declare target` function's tasks are
// included on the device and libomp's on the host (decision 95; before, its libomp calls
// kept a region calling it on the host, with a warning).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | dot 716876800 ok 1
// | list 8256 ok 1
// | max 1023 ok 1
// | taskloop 523776 ok 1
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1024

typedef struct node {
  int val;
  struct node *next;
} node;

#pragma omp declare target
static int list_sum(node *p) {
  int r = 0;
#pragma omp taskgroup task_reduction(+: r)
  {
    for (node *t = p; t; t = t->next) {
#pragma omp task in_reduction(+: r)
      r += t->val;
    }
  }
  return r;
}
#pragma omp end declare target

static long dot(const int *y, const int *z, int n) {
  int sum = 0;
#pragma omp target parallel reduction(task, +: sum) map(to: y[0:n], z[0:n]) map(tofrom: sum)
  {
#pragma omp master
    {
#pragma omp task in_reduction(+: sum)
      for (int i = 0; i < n; i++)
        sum += y[i] * z[i];
    }
  }
  return sum;
}

static int biggest(const int *y, int n) {
  int m = -1;
#pragma omp target parallel reduction(task, max: m) map(to: y[0:n]) map(tofrom: m)
  {
#pragma omp single
    for (int i = 0; i < n; i += 64) {
#pragma omp task in_reduction(max: m) firstprivate(i)
      for (int j = i; j < i + 64 && j < n; j++)
        m = y[j] > m ? y[j] : m;
    }
  }
  return m;
}

static long loop_sum(const int *y, int n) {
  long s = 0;
#pragma omp target parallel reduction(task, +: s) map(to: y[0:n]) map(tofrom: s)
  {
#pragma omp master
#pragma omp taskloop in_reduction(+: s) grainsize(64)
    for (int i = 0; i < n; i++)
      s += y[i];
  }
  return s;
}

int main(void) {
  int *y = malloc(N * sizeof(int)), *z = malloc(N * sizeof(int));
  long expected = 0;
  for (int i = 0; i < N; i++) {
    y[i] = i + 1;
    z[i] = 2 * (i + 1);
    expected += y[i] * z[i];
  }
  long d = dot(y, z, N);
  printf("dot %ld ok %d\n", d, d == expected);
  // The list is built where it is walked: a host list's `next` pointers are host addresses,
  // which a GPU cannot follow (the H200 run stopped with CUDA_ERROR_ILLEGAL_ADDRESS).
  int r = -1;
#pragma omp target parallel shared(r) map(tofrom: r)
#pragma omp single
  {
    node pool[128];
    node *root = NULL;
    for (int i = 128; i >= 1; i--) {
      pool[i - 1].val = i;
      pool[i - 1].next = root;
      root = &pool[i - 1];
    }
    r = list_sum(root);
  }
  printf("list %d ok %d\n", r, r == 128 * 129 / 2);
  for (int i = 0; i < N; i++)
    y[i] = (i * 37) % N;
  int m = biggest(y, N);
  printf("max %d ok %d\n", m, m == N - 1);
  long ts = loop_sum(y, N);
  printf("taskloop %ld ok %d\n", ts, ts == (long)N * (N - 1) / 2);
  free(y);
  free(z);
  return 0;
}
