// Task reductions (OpenMP 5.0 §2.19.5.4–§2.19.5.6): `task_reduction` on `taskgroup`,
// `in_reduction` on `task` and on `taskloop`, and `reduction(task, …)` on `parallel`, whose
// tasks (a taskloop of the primary thread, a task of every thread without a taskwait, one
// that takes long) reduce into it. Each participating task reduces into its own copy at the
// operator's identity, combined into the list item as the task ends (oxacc-oir's omp.task,
// the rule of taskloop reductions); the parallel region combines its copies after a barrier
// that completes its tasks. A linked list walked by tasks in a function, as applications do;
// several operators and types. oxacc refused in_reduction and task_reduction before.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | list 5310
// | taskgroup 10900 0.0625 8191 77
// | parallel reduction(task): ok
#include <omp.h>
#include <stdio.h>

struct node {
  int val;
  struct node *next;
};

static long walk(struct node *head) {
  long total = 0;
#pragma omp taskgroup task_reduction(+: total)
  {
    for (struct node *p = head; p; p = p->next) {
#pragma omp task in_reduction(+: total)
      total += p->val;
    }
  }
  return total;
}

static void busy(void) {
  volatile double d = 0;
  for (int i = 0; i < 200000; i++) d += i;
}

int main(void) {
  static struct node nodes[60];
  for (int i = 0; i < 60; i++) {
    nodes[i].val = 3 * i;
    nodes[i].next = i < 59 ? &nodes[i + 1] : NULL;
  }
  long listed = 0, t = 0;
  double m = 1;
  unsigned bits = 0;
  int mx = -1;
#pragma omp parallel
#pragma omp single
  {
    listed = walk(nodes);
#pragma omp taskgroup task_reduction(+: t) task_reduction(*: m) task_reduction(|: bits) \
    task_reduction(max: mx)
    {
#pragma omp taskloop in_reduction(+: t) in_reduction(*: m) in_reduction(|: bits) grainsize(10)
      for (int i = 0; i < 100; i++) {
        t += 2 * i;
        if (i % 25 == 0) m *= 0.5;
        bits |= 1u << (i % 13);
      }
#pragma omp task in_reduction(+: t) in_reduction(max: mx)
      {
        t += 1000;
        mx = mx > 77 ? mx : 77;
      }
    }
  }
  int x = 0, team = 0;
#pragma omp parallel reduction(task, +: x) num_threads(4)
  {
#pragma omp master
    {
      team = omp_get_num_threads();
#pragma omp taskloop in_reduction(+: x)
      for (int i = 1; i <= 100; i++) x += i;
    }
#pragma omp task in_reduction(+: x)
    {
      busy();
      x += 1000;
    }
  }
  printf("list %ld\n", listed);
  printf("taskgroup %ld %.4f %u %d\n", t, m, bits, mx);
  printf("parallel reduction(task): %s\n", x == 5050 + 1000 * team ? "ok" : "wrong");
  return 0;
}
