// critical sections, unnamed and named, protecting shared counters and a shared list that
// threads append to; the totals do not depend on the order.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | hits 334 sum 166833 list 143 entries summing to 71071
#include <stdio.h>
#include <omp.h>

struct stats { long hits; double sum; int list[1000]; int len; };

static void tally(struct stats *st, const int *v, int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (v[i] % 3 == 0) {
#pragma omp critical
      {
        st->hits++;
        st->sum += v[i];
      }
    }
    if (v[i] % 7 == 0) {
#pragma omp critical(list_lock)
      st->list[st->len++] = v[i];
    }
  }
}

int main(void) {
  int v[1000];
  for (int i = 0; i < 1000; i++) v[i] = (i * 13) % 1000;
  static struct stats st;
  tally(&st, v, 1000);
  long lsum = 0;
  for (int i = 0; i < st.len; i++) lsum += st.list[i];
  printf("hits %ld sum %.0f list %d entries summing to %ld\n", st.hits, st.sum, st.len, lsum);
  return 0;
}
