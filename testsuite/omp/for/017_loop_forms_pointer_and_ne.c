// Canonical loop forms in worksharing loops: a pointer loop over a struct array, the !=
// test with both directions, `i = i + s` and `i -= s` increments, and bounds read from
// structure members.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | w 1837.5 s 990 780 1640 71929
#include <stdio.h>
#include <omp.h>

struct range { int lo, hi, step; };
struct item { int key; double w; };

int main(void) {
  struct item items[50];
  for (int k = 0; k < 50; k++) {
    items[k].key = k;
    items[k].w = 0;
  }
#pragma omp parallel for
  for (struct item *p = items; p < items + 50; p++)
    p->w = p->key * 1.5;
  struct range r = {3, 90, 4};
  long s1 = 0, s2 = 0, s3 = 0, s4 = 0;
#pragma omp parallel for reduction(+: s1)
  for (int i = r.lo; i < r.hi; i = i + r.step)
    s1 += i;
#pragma omp parallel for reduction(+: s2)
  for (int i = 0; i != 40; i++)
    s2 += i;
#pragma omp parallel for reduction(+: s3)
  for (int i = 40; i != 0; --i)
    s3 += i * 2;
#pragma omp parallel for reduction(+: s4)
  for (long i = 1000; i > 0; i -= 7)
    s4 += i;
  double ws = 0;
  for (int k = 0; k < 50; k++)
    ws += items[k].w;
  printf("w %.1f s %ld %ld %ld %ld\n", ws, s1, s2, s3, s4);
  return 0;
}
