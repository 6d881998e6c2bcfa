// firstprivate and reduction on a `parallel` region nested in a target region (OpenMP 4.5
// §2.15.3.4, §2.15.3.6), not a combined construct: in `target teams` (every team runs the
// region: each team's threads reduce into the team's variable), in a `target` whose statement
// is the region, and in a `target` region with code around the region. Each thread's
// firstprivate copy starts from the value before the region and its changes stay its own;
// the reduction counts the team's threads, so the program prints only what does not depend on
// the team size. Operators + * max min & | ^ && ||, a reduction with a worksharing loop inside,
// and a routine taking pointers.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | teams: per team ok 1 base after 3
// | target + parallel: sum 4950 prod ok 1 max 99 min -7
// | bits: and 1 or 15 xor ok 1 land 1 lor 1
// | around: before 10 region ok 1 after 11
// | routine: dot 328350 norm 99
#include <omp.h>
#include <stdio.h>

static double dot(const double *x, const double *y, int n) {
  double s = 0.0;
#pragma omp target map(to: x[0:n], y[0:n]) map(tofrom: s)
#pragma omp parallel reduction(+: s) firstprivate(n)
  {
#pragma omp for
    for (int i = 0; i < n; i++)
      s += x[i] * y[i];
    n = -1; /* the thread's copy */
  }
  return s;
}

static double normmax(const double *x, int n) {
  double m = 0.0;
#pragma omp target teams num_teams(2) map(to: x[0:n]) map(tofrom: m)
#pragma omp parallel reduction(max: m)
  {
    /* every thread of every team scans all: max is idempotent */
    for (int i = 0; i < n; i++)
      m = x[i] > m ? x[i] : m;
  }
  return m;
}

int main(void) {
  int counts[8], threads[8];
  int base = 3;
  for (int t = 0; t < 8; t++)
    counts[t] = threads[t] = -1;
#pragma omp target teams num_teams(4) map(tofrom: counts, threads)
  {
    int c = 0, nt = 0;
#pragma omp parallel firstprivate(base) reduction(+: c, nt)
    {
      c += base;   /* 3 per thread */
      base += 100; /* private: the next thread still starts from 3 */
      nt += 1;
    }
    int team = omp_get_team_num();
    if (team < 8) {
      counts[team] = c;
      threads[team] = nt;
    }
  }
  int ok = 1, nteams = 0;
  for (int t = 0; t < 8; t++)
    if (counts[t] != -1) {
      nteams++;
      ok &= threads[t] >= 1 && counts[t] == 3 * threads[t];
    }
  printf("teams: per team ok %d base after %d\n", ok && nteams >= 1, base);

  int sum = 0, mx = -100, mn = 100;
  long prod = 1;
  int nth = 0;
#pragma omp target map(tofrom: sum, prod, mx, mn, nth)
#pragma omp parallel reduction(+: sum, nth) reduction(*: prod) reduction(max: mx) reduction(min: mn)
  {
    nth += 1;
    // Threads 0-2 double it: a GPU team has hundreds of threads, 2^nth would overflow.
    prod *= omp_get_thread_num() < 3 ? 2 : 1;
    mn = -7 < mn ? -7 : mn;
#pragma omp for
    for (int i = 0; i < 100; i++) {
      sum += i;
      mx = i > mx ? i : mx;
    }
  }
  printf("target + parallel: sum %d prod ok %d max %d min %d\n", sum,
         nth >= 1 && prod == (1L << (nth < 3 ? nth : 3)), mx, mn);

  int band = 1, bor = 0, bx = 0, land = 1, lor = 0, nx = 0;
#pragma omp target map(tofrom: band, bor, bx, land, lor, nx)
#pragma omp parallel reduction(&: band) reduction(|: bor) reduction(^: bx) reduction(&&: land) reduction(||: lor) reduction(+: nx)
  {
    band &= 1;
    bor |= 1 << (omp_get_thread_num() % 4);
    bor |= 15;
    bx ^= 1;
    nx += 1;
    land = land && 1;
    lor = lor || 1;
  }
  printf("bits: and %d or %d xor ok %d land %d lor %d\n", band, bor, bx == (nx & 1), land,
         lor);

  int before = 0, after = 0, total = 0, nthr = 0;
#pragma omp target map(tofrom: before, after, total, nthr)
  {
    before = 10;
#pragma omp parallel firstprivate(before) reduction(+: total, nthr)
    {
      total += before;
      before = 0;
      nthr += 1;
    }
    after = before + 1;
  }
  printf("around: before %d region ok %d after %d\n", before, total == 10 * nthr, after);

  double x[100], y[100];
  for (int i = 0; i < 100; i++) {
    x[i] = i;
    y[i] = i;
  }
  printf("routine: dot %.0f norm %.0f\n", dot(x, y, 100), normmax(x, 100));
  return 0;
}
