// atomic operations on structure members, array elements selected at run time, and
// through pointers passed to functions.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | count 1000 sum 750.0 buckets 250 250 250 250
#include <stdio.h>
#include <omp.h>

struct stats { long count; double sum; int buckets[4]; };

static void bump(long *p, long v) {
#pragma omp atomic
  *p += v;
}

int main(void) {
  struct stats st = {0, 0, {0, 0, 0, 0}};
  struct stats *sp = &st;
#pragma omp parallel for
  for (int i = 0; i < 1000; i++) {
    bump(&sp->count, 1);
#pragma omp atomic
    sp->sum += (i % 4) * 0.5;
#pragma omp atomic
    st.buckets[i % 4]++;
  }
  printf("count %ld sum %.1f buckets %d %d %d %d\n", st.count, st.sum, st.buckets[0],
         st.buckets[1], st.buckets[2], st.buckets[3]);
  return 0;
}
