// User-defined reductions (OpenMP 4.5 §2.16) on the host constructs: a structure with an
// initializer naming omp_orig, a combiner calling a function, an operator identifier on a
// structure type, a declaration at block scope, `omp_priv = { … }`, and the reduction on
// parallel, for (with and without nowait), sections and taskloop.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | for: sum 1.5 count 1001
// | parallel: range -50..50
// | after the loop: -50..50
// | vec3: 1001.0 1001.0 -497.0
// | sections: 126 35
// | taskloop: 0xfffff
// | absmax: 50.0
#include <omp.h>
#include <stdio.h>

typedef struct { double sum; long count; } stat_t;
typedef struct { int lo, hi; } range_t;
struct vec3 { double x, y, z; };

static void stat_merge(stat_t *out, const stat_t *in) {
  out->sum += in->sum;
  out->count += in->count;
}

#pragma omp declare reduction(merge : stat_t : stat_merge(&omp_out, &omp_in)) \
    initializer(omp_priv = (stat_t){0.0, 0})
#pragma omp declare reduction(span : range_t : \
    omp_out.lo = omp_in.lo < omp_out.lo ? omp_in.lo : omp_out.lo, \
    omp_out.hi = omp_in.hi > omp_out.hi ? omp_in.hi : omp_out.hi) \
    initializer(omp_priv = omp_orig)
#pragma omp declare reduction(+ : struct vec3 : omp_out.x += omp_in.x, omp_out.y += omp_in.y, \
    omp_out.z += omp_in.z) initializer(omp_priv = {0, 0, 0})
#pragma omp declare reduction(mul : int, long : omp_out *= omp_in) initializer(omp_priv = 1)
/* No initializer: the copies start at zero. */
#pragma omp declare reduction(bitor : unsigned : omp_out |= omp_in)

static int value(int i) { return (i * 37 + 11) % 101 - 50; }

int main(void) {
  enum { N = 1000 };
  stat_t st = {0.5, 1};
#pragma omp parallel for reduction(merge : st)
  for (int i = 0; i < N; i++) {
    st.sum += value(i);
    st.count++;
  }
  printf("for: sum %.1f count %ld\n", st.sum, st.count);

  range_t r = {0, 0};
#pragma omp parallel reduction(span : r)
  {
#pragma omp for
    for (int i = 0; i < N; i++) {
      int v = value(i);
      if (v < r.lo) r.lo = v;
      if (v > r.hi) r.hi = v;
    }
  }
  printf("parallel: range %d..%d\n", r.lo, r.hi);

  struct vec3 c = {1, 2, 3};
  range_t r2 = {100, -100};
#pragma omp parallel
  {
#pragma omp for reduction(+ : c) nowait
    for (int i = 0; i < N; i++) {
      c.x += 1.0;
      c.y += i % 3;
      c.z -= 0.5;
    }
#pragma omp for reduction(span : r2)
    for (int i = 0; i < N; i += 7) {
      int v = value(i);
      if (v < r2.lo) r2.lo = v;
      if (v > r2.hi) r2.hi = v;
    }
    /* The barrier of the loop above makes its result visible here. */
#pragma omp single
    printf("after the loop: %d..%d\n", r2.lo, r2.hi);
  }
  printf("vec3: %.1f %.1f %.1f\n", c.x, c.y, c.z);

  int p = 3;
  long q = 1;
#pragma omp parallel sections reduction(mul : p, q)
  {
#pragma omp section
    { p *= 2; q *= 5; }
#pragma omp section
    { p *= 3; q *= 7; }
#pragma omp section
    p *= 7;
  }
  printf("sections: %d %ld\n", p, q);

  unsigned bits = 0x100;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop reduction(bitor : bits) grainsize(3)
  for (int i = 0; i < 20; i++) bits |= 1u << i;
  printf("taskloop: %#x\n", bits);

  {
    /* A declaration at block scope, for double. */
#pragma omp declare reduction(absmax : double : omp_out = omp_in > omp_out ? omp_in : omp_out) \
    initializer(omp_priv = 0)
    double m = 0;
#pragma omp parallel for reduction(absmax : m)
    for (int i = 0; i < N; i++) {
      double v = value(i) < 0 ? -value(i) : value(i);
      if (v > m) m = v;
    }
    printf("absmax: %.1f\n", m);
  }
  return 0;
}
