// User-defined reductions (OpenMP 4.5 §2.16) on combined target loop constructs: a structure
// of statistics (count, sum, min, max) combined by a declared combiner with an initializer,
// a complex-like pair with the default (zero) initialisation, a point with an initializer in
// braces, and the operator + declared for that structure; in functions taking pointers, as applications do, and with
// `target parallel for` and `target teams distribute` besides the full combined form. The
// combined value is the same whatever the number of teams and threads.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | stats: n 1000 sum 500500.0 min 1.0 max 1000.0
// | pair: re 2000.0 im -500.0
// | point: x 4950 y 9900
// | operator + on a structure: x 46 y -44
// | stats of the squares: n 100 sum 338350.0 min 1.0 max 10000.0
// | distribute max: 999
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  long n;
  double sum, min, max;
} stats;

static void stats_add(stats *out, const stats *in) {
  out->n += in->n;
  out->sum += in->sum;
  if (in->min < out->min) out->min = in->min;
  if (in->max > out->max) out->max = in->max;
}

#pragma omp declare target
static void stats_combine(stats *out, const stats *in) { stats_add(out, in); }
#pragma omp end declare target

#pragma omp declare reduction(merge : stats : stats_combine(&omp_out, &omp_in)) \
    initializer(omp_priv = (stats){0, 0.0, 1e300, -1e300})

typedef struct {
  double re, im;
} pair;

#pragma omp declare reduction(padd : pair : omp_out.re += omp_in.re, omp_out.im += omp_in.im)

typedef struct {
  int x, y;
} point;

#pragma omp declare reduction(pointadd : point : omp_out.x += omp_in.x, omp_out.y += omp_in.y) \
    initializer(omp_priv = {0, 0})

#pragma omp declare reduction(+ : point : omp_out.x += omp_in.x, omp_out.y += omp_in.y) \
    initializer(omp_priv = {0, 0})

#pragma omp declare reduction(imax : int : omp_out = omp_in > omp_out ? omp_in : omp_out) \
    initializer(omp_priv = -2147483647)

static stats summarize(const double *v, int n) {
  stats s = {0, 0.0, 1e300, -1e300};
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(merge: s)
  for (int i = 0; i < n; i++) {
    s.n++;
    s.sum += v[i];
    if (v[i] < s.min) s.min = v[i];
    if (v[i] > s.max) s.max = v[i];
  }
  return s;
}

int main(void) {
  int n = 1000;
  double *v = malloc(n * sizeof *v);
  for (int i = 0; i < n; i++) v[i] = i + 1;
  stats s = summarize(v, n);
  printf("stats: n %ld sum %.1f min %.1f max %.1f\n", s.n, s.sum, s.min, s.max);

  pair p = {0.0, 0.0};
#pragma omp target parallel for map(to: v[0:n]) reduction(padd: p)
  for (int i = 0; i < n; i++) {
    p.re += 2.0;
    p.im -= 0.5;
  }
  printf("pair: re %.1f im %.1f\n", p.re, p.im);

  point q = {0, 0};
#pragma omp target teams distribute parallel for simd reduction(pointadd: q)
  for (int i = 0; i < 100; i++) {
    q.x += i;
    q.y += 2 * i;
  }
  printf("point: x %d y %d\n", q.x, q.y);

  point r = {1, 1};
#pragma omp target teams distribute parallel for reduction(+: r)
  for (int i = 0; i < 10; i++) {
    r.x += i;
    r.y -= i;
  }
  printf("operator + on a structure: x %d y %d\n", r.x, r.y);

  stats sq = {0, 0.0, 1e300, -1e300};
#pragma omp target data map(to: v[0:100])
  {
#pragma omp target teams distribute parallel for reduction(merge: sq) map(tofrom: sq)
    for (int i = 0; i < 100; i++) {
      stats one = {1, v[i] * v[i], v[i] * v[i], v[i] * v[i]};
      stats_add(&sq, &one);
    }
  }
  printf("stats of the squares: n %ld sum %.1f min %.1f max %.1f\n", sq.n, sq.sum, sq.min,
         sq.max);

  int m = -1;
#pragma omp target teams distribute reduction(imax: m) map(to: v[0:n])
  for (int i = 0; i < n; i++)
    if ((int)v[i] - 1 > m) m = (int)v[i] - 1;
  printf("distribute max: %d\n", m);
  free(v);
  return 0;
}
