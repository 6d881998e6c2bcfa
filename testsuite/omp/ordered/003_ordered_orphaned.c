// An orphaned ordered construct: the loop with the ordered clause calls a function whose
// ordered region binds to it; part of each iteration outside the region, part inside.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | in order: 1
#include <stdio.h>
#include <omp.h>

static int trace[64], ntrace;

static void record(int i) {
#pragma omp ordered
  trace[ntrace++] = i;
}

int main(void) {
  int sq[64];
#pragma omp parallel
  {
#pragma omp for ordered schedule(static, 3)
    for (int i = 0; i < 64; i++) {
      sq[i] = i * i;
      record(i);
    }
  }
  int ok = ntrace == 64;
  for (int i = 0; i < 64; i++)
    ok &= trace[i] == i && sq[i] == i * i;
  printf("in order: %d\n", ok);
  return 0;
}
