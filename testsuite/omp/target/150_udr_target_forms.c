// User-defined reductions (OpenMP 4.5 §2.16) on the forms of combined target loops: the
// variable already mapped by an enclosing `target data` region (the result goes to its
// device copy and comes back with `target update from`, 5.0 §2.19.7), `if(target: 0)` (the
// construct runs on the host), `collapse(2)`, a decreasing loop with a step of -3, a loop of
// fewer iterations than there are threads, `target parallel for`, `target teams
// distribute`, and a combiner that calls a device function. Sums of integers: any split of
// the iterations gives the same values.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | in target data: sum 499500 count 1000, after the region 499500
// | if(target: 0): sum 4950 count 100
// | collapse(2): sum 1999000 count 2000
// | step -3: sum 167167 count 334
// | 5 iterations: sum 10 count 5
// | target parallel for: sum 125250 count 500
// | target teams distribute: sum 31125 count 250
// | combiner calling a device function: 7 5000
#include <stdio.h>

typedef struct {
  long sum, count;
} acc_t;

#pragma omp declare reduction(tally : acc_t : omp_out.sum += omp_in.sum, omp_out.count += omp_in.count) \
    initializer(omp_priv = {0, 0})

typedef struct {
  int bits, n;
} orred;

#pragma omp declare target
static void or_merge(orred *out, const orred *in) {
  out->bits |= in->bits;
  out->n += in->n;
}
#pragma omp end declare target

#pragma omp declare reduction(bor : orred : or_merge(&omp_out, &omp_in)) initializer(omp_priv = {0, 0})

int main(void) {
  acc_t t = {0, 0};
#pragma omp target data map(tofrom: t)
  {
#pragma omp target teams distribute parallel for reduction(tally: t)
    for (int i = 0; i < 1000; i++) {
      t.sum += i;
      t.count++;
    }
#pragma omp target update from(t)
    printf("in target data: sum %ld count %ld, ", t.sum, t.count);
  }
  printf("after the region %ld\n", t.sum);
  acc_t h = {0, 0};
  int on_device = 0;
#pragma omp target teams distribute parallel for reduction(tally: h) if(target: on_device)
  for (int i = 0; i < 100; i++) {
    h.sum += i;
    h.count++;
  }
  printf("if(target: 0): sum %ld count %ld\n", h.sum, h.count);
  acc_t c = {0, 0};
#pragma omp target teams distribute parallel for collapse(2) reduction(tally: c)
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 50; j++) {
      c.sum += i * 50 + j;
      c.count++;
    }
  printf("collapse(2): sum %ld count %ld\n", c.sum, c.count);
  acc_t d = {0, 0};
#pragma omp target teams distribute parallel for reduction(tally: d)
  for (int i = 1000; i > 0; i -= 3) {
    d.sum += i;
    d.count++;
  }
  printf("step -3: sum %ld count %ld\n", d.sum, d.count);
  acc_t f = {0, 0};
#pragma omp target teams distribute parallel for reduction(tally: f)
  for (int i = 0; i < 5; i++) {
    f.sum += i;
    f.count++;
  }
  printf("5 iterations: sum %ld count %ld\n", f.sum, f.count);
  acc_t p = {0, 0};
#pragma omp target parallel for reduction(tally: p)
  for (int i = 1; i <= 500; i++) {
    p.sum += i;
    p.count++;
  }
  printf("target parallel for: sum %ld count %ld\n", p.sum, p.count);
  acc_t q = {0, 0};
#pragma omp target teams distribute reduction(tally: q)
  for (int i = 0; i < 250; i++) {
    q.sum += i;
    q.count++;
  }
  printf("target teams distribute: sum %ld count %ld\n", q.sum, q.count);
  orred o = {0, 0};
#pragma omp target teams distribute parallel for reduction(bor: o)
  for (int i = 0; i < 5000; i++) {
    o.bits |= 1 << (i % 3);
    o.n++;
  }
  printf("combiner calling a device function: %d %d\n", o.bits, o.n);
  return 0;
}
