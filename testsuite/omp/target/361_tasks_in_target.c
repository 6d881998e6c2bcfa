// Tasks in target regions (OpenMP 4.5 §2.9.1 task, §2.13.4 taskwait, §2.13.5 taskgroup, 5.0
// §2.10.2 taskloop): oxacc runs them as a GPU runs them under clang and nvc, each task at once
// in the thread that encounters it (an included task), `depend` satisfied by program order.
// Partial sums of blocks by tasks then `taskwait` (library-style functions taking pointers),
// a `taskgroup` of a dependence chain, tasks created by `single` in a parallel region of the
// target region writing the team's shared array, the implicit data-sharing of a task directly
// in the target region (a local of the region is firstprivate: the task's write to it stays
// its own, gcc's reading of §2.15.1.1) and inside the parallel region (the region's variables
// declared outside it are shared, those declared in it firstprivate), explicit `firstprivate`,
// `private`, `if(0)`, `final`, `untied`, `mergeable`, `priority`, `taskyield`, and a
// `taskloop` with `grainsize` in a `teams` region's `parallel` region.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | blocks: 2016 2016
// | chain: 5 10 30
// | team: 20160 bad 0
// | sharing: 7 1 42 3
// | clauses: 11 5 6
// | taskloop: 4950 bad 0
#include <stdio.h>

#define N 64
#define NB 4

static long block_sum(const int *a, int lo, int hi) {
  long s = 0;
  for (int i = lo; i < hi; i++)
    s += a[i];
  return s;
}

static long sum_by_tasks(const int *a, int n) {
  long part[NB] = {0};
  long total = 0;
#pragma omp target map(to: a[0:n]) map(tofrom: part, total)
  {
    for (int b = 0; b < NB; b++) {
#pragma omp task shared(part) firstprivate(b)
      part[b] = block_sum(a, b * (n / NB), (b + 1) * (n / NB));
    }
#pragma omp taskwait
    for (int b = 0; b < NB; b++)
      total += part[b];
  }
  return total;
}

static void chain(int *x, int *y, int *z) {
#pragma omp target map(tofrom: x[0:1], y[0:1], z[0:1])
  {
#pragma omp taskgroup
    {
#pragma omp task depend(out: x[0])
      x[0] = 5;
#pragma omp task depend(in: x[0]) depend(out: y[0])
      y[0] = x[0] * 2;
#pragma omp task depend(in: x[0], y[0])
      z[0] = x[0] * 2 + y[0] * 2;
    }
  }
}

int main(void) {
  int a[N];
  long ref = 0;
  for (int i = 0; i < N; i++) {
    a[i] = i;
    ref += i;
  }
  printf("blocks: %ld %ld\n", sum_by_tasks(a, N), ref);

  int x = 0, y = 0, z = 0;
  chain(&x, &y, &z);
  printf("chain: %d %d %d\n", x, y, z);

  // single creates one task per element; the tasks write the team's shared array.
  int t[N];
  for (int i = 0; i < N; i++)
    t[i] = -1;
#pragma omp target map(tofrom: t)
#pragma omp parallel
  {
#pragma omp single
    {
      for (int i = 0; i < N; i++) {
#pragma omp task
        t[i] = 10 * i;
      }
#pragma omp taskwait
    }
  }
  int bad = 0;
  long s = 0;
  for (int i = 0; i < N; i++) {
    bad += t[i] != 10 * i;
    s += t[i];
  }
  printf("team: %ld bad %d\n", s, bad);

  // Directly in the target region a local is firstprivate in the task; in a parallel region
  // the region's variables declared outside it are shared.
  int r[4] = {0, 0, 0, 0};
#pragma omp target map(tofrom: r)
  {
    int loc = 7;
#pragma omp task
    loc = 8;
#pragma omp taskwait
    r[0] = loc;
    int shared_in_team = 0;
#pragma omp parallel num_threads(1)
    {
      int mine = 1;
#pragma omp task
      {
        shared_in_team = 42;
        mine = 2;
      }
#pragma omp taskwait
      r[1] = mine;
    }
    r[2] = shared_in_team;
    int cnt = 0;
#pragma omp task shared(cnt)
    {
#pragma omp task shared(cnt)
      cnt += 1;
#pragma omp taskyield
      cnt += 2;
    }
#pragma omp taskwait
    r[3] = cnt;
  }
  printf("sharing: %d %d %d %d\n", r[0], r[1], r[2], r[3]);

  int c[3] = {0, 0, 0};
  int f = 10;
#pragma omp target map(tofrom: c)
  {
    int p = 3;
#pragma omp task firstprivate(f) private(p) shared(c) if(0) final(1) untied mergeable priority(2)
    {
      f += 1;
      p = 5;
      c[0] = f;
      c[1] = p;
    }
#pragma omp task shared(c) depend(inout: c[2])
    c[2] = p + 3;
  }
  printf("clauses: %d %d %d\n", c[0], c[1], c[2]);

  int sq[100];
#pragma omp target teams num_teams(1) map(from: sq)
#pragma omp parallel num_threads(1)
  {
#pragma omp taskloop grainsize(8) shared(sq)
    for (int i = 0; i < 100; i++)
      sq[i] = i;
  }
  long tl = 0;
  bad = 0;
  for (int i = 0; i < 100; i++) {
    tl += sq[i];
    bad += sq[i] != i;
  }
  printf("taskloop: %ld bad %d\n", tl, bad);
  return 0;
}
