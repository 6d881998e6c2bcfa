// atomic capture as a ticket dispenser (every ticket handed out once), in expression and
// structured-block forms; atomic read and write of a flag; atomic on a long double (no
// atomic instruction: oxacc uses a critical section).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | tickets 500 each once 1 total 500 bad 0 flags 4
// | long double 250.0
#include <stdio.h>
#include <omp.h>

#define N 500

int main(void) {
  int next = 0, taken[N] = {0};
  long total = 0, before = 0;
  int flag = 0, flags_seen = 0;
  long double ld = 0.0L;
#pragma omp parallel num_threads(4)
  {
#pragma omp for
    for (int i = 0; i < N; i++) {
      int t;
#pragma omp atomic capture
      t = next++;
      taken[t]++;
      long old;
#pragma omp atomic capture
      { old = total; total += 2; }
      long now;
#pragma omp atomic capture
      { total -= 1; now = total; }
      if (old < 0 || now < 1) before++;
#pragma omp atomic
      ld += 0.5L;
    }
#pragma omp single
    {
#pragma omp atomic write
      flag = 1;
    }
    int f;
#pragma omp atomic read
    f = flag;
#pragma omp atomic
    flags_seen += f;
  }
  int once = 1;
  for (int i = 0; i < N; i++) once &= taken[i] == 1;
  printf("tickets %d each once %d total %ld bad %ld flags %d\n", next, once, total, before, flags_seen);
  printf("long double %.1Lf\n", ld);
  return 0;
}
