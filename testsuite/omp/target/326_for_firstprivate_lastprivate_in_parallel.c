// firstprivate and lastprivate on a worksharing `for` inside a parallel region of a target
// region (OpenMP 4.5 §2.15.3.4, §2.15.3.5), not a combined construct: `target parallel` with
// `for` inside, `target teams num_teams(1)` + `parallel` + `for`, `target` + `parallel`. Each
// thread's firstprivate copy starts from the team's value and keeps what its iterations leave
// for the next one (the body undoes its own change), lastprivate stores the value of the
// sequentially last iteration (a loop variable: its value after the loop), read after the
// loop's barrier by every thread of the team; `nowait` and a loop that is not the region's last
// statement. A thread's firstprivate copy is initialised once, before its first iteration
// (the "kept" line: some thread runs more than one of 4096 iterations, so some iteration sees
// what the thread's earlier ones left). The application's form: routines taking pointers, no
// data clauses for scalars.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | target parallel: a[0] 7 a[999] 1006 last 1998 i 1000 bad 0
// | teams + parallel: last 31 seen 31 bad 0
// | target + parallel: x 94 y 2.5 bad 0
// | routine: offset 0.5 last 49.5 sum 1250
// | decreasing: last 0 k -3
// | kept: first 6 later 1 bad 0
#include <stdio.h>

#define N 1000

/* The offset reaches every iteration through firstprivate; the last element's index comes
   back through lastprivate. */
static double shift(const double *x, double *y, int n, double off) {
  double lastv = -1.0;
#pragma omp target parallel map(to: x[0:n]) map(from: y[0:n]) map(tofrom: lastv)
  {
#pragma omp for firstprivate(off) lastprivate(lastv)
    for (int i = 0; i < n; i++) {
      y[i] = x[i] + off;
      lastv = y[i];
    }
  }
  return lastv;
}

int main(void) {
  int a[N];
  int last = -1, off = 7, i = -5;
  for (int k = 0; k < N; k++)
    a[k] = 0;
#pragma omp target parallel map(tofrom: a, last, i)
  {
#pragma omp for firstprivate(off) lastprivate(last, i)
    for (i = 0; i < N; i++) {
      a[i] = i + off;
      off += 3; /* each thread's own copy: undone below */
      off -= 3;
      last = 2 * i;
    }
  }
  int bad = 0;
  for (int k = 0; k < N; k++)
    bad += a[k] != k + 7;
  printf("target parallel: a[0] %d a[999] %d last %d i %d bad %d\n", a[0], a[N - 1], last, i,
         bad);

  int seen[64];
  int l2 = -1;
  for (int k = 0; k < 64; k++)
    seen[k] = -2;
#pragma omp target teams num_teams(1) map(tofrom: l2, seen)
#pragma omp parallel
  {
#pragma omp for lastprivate(l2)
    for (int k = 0; k < 32; k++)
      l2 = k;
    /* after the loop's barrier every thread reads the value the last iteration stored */
#pragma omp for
    for (int k = 0; k < 64; k++)
      seen[k] = l2;
  }
  bad = 0;
  for (int k = 0; k < 64; k++)
    bad += seen[k] != 31;
  printf("teams + parallel: last %d seen %d bad %d\n", l2, seen[63], bad);

  int x = 0;
  double y = 0.0, scale = 0.5;
  int b[100];
#pragma omp target map(tofrom: x, y, b)
#pragma omp parallel
  {
#pragma omp for firstprivate(scale) lastprivate(x, y) nowait
    for (int k = 0; k < 95; k++) {
      x = k;
      y = k * scale - 44.5;
      b[k] = k;
    }
#pragma omp for
    for (int k = 95; k < 100; k++)
      b[k] = k;
  }
  bad = 0;
  for (int k = 0; k < 100; k++)
    bad += b[k] != k;
  printf("target + parallel: x %d y %.1f bad %d\n", x, y, bad);

  double xs[50], ys[50];
  for (int k = 0; k < 50; k++)
    xs[k] = k;
  double lv = shift(xs, ys, 50, 0.5);
  double sum = 0.0;
  for (int k = 0; k < 50; k++)
    sum += ys[k];
  printf("routine: offset %.1f last %.1f sum %.0f\n", ys[0], lv, sum);

  int ld = -1, k = 99;
#pragma omp target parallel map(tofrom: ld, k)
  {
#pragma omp for lastprivate(ld, k)
    for (k = 30; k >= 0; k -= 3)
      ld = k;
  }
  printf("decreasing: last %d k %d\n", ld, k);

  static int seq[4096];
  int cnt = 5;
#pragma omp target parallel map(from: seq)
  {
#pragma omp for firstprivate(cnt)
    for (int it = 0; it < 4096; it++)
      seq[it] = ++cnt;
  }
  int later = 0;
  bad = 0;
  for (int it = 0; it < 4096; it++) {
    later |= seq[it] > 6;
    bad += seq[it] < 6;
  }
  printf("kept: first %d later %d bad %d\n", seq[0], later, bad);
  return 0;
}
