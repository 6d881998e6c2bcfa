// Named critical sections protecting two different structures (they may run at the same
// time), critical with a hint (omp_sync_hint_contended), and critical in called functions.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | a 4950 b 9900 h 100 log 100/4950
#include <stdio.h>
#include <omp.h>

// Each variable is written under one name only: two different names do not exclude each other.
static long a_total, b_total, h_total;
static int a_log[100], a_n;

static void add_b(long v) {
#pragma omp critical(bsec)
  b_total += v;
}

int main(void) {
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
#pragma omp critical(asec)
    {
      a_total += i;
      a_log[a_n++] = i;
    }
    add_b(2 * i);
#pragma omp critical(hinted) hint(omp_sync_hint_contended)
    h_total += 1;
  }
  long s = 0;
  for (int k = 0; k < a_n; k++)
    s += a_log[k];
  printf("a %ld b %ld h %ld log %d/%ld\n", a_total, b_total, h_total, a_n, s);
  return 0;
}
