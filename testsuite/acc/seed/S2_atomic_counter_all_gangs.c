// Seed 1.2 §7 S2 2.10: an atomicity test, a counter incremented by every iteration of every gang.
// expect-exit: 0
// expect-stdout:
// | S2 atomic counter 100000
#include <stdio.h>
#include <openacc.h>
#define N 100000
int main(void) {
  long counter = 0;
  #pragma acc parallel loop gang worker vector copy(counter)
  for (int i = 0; i < N; i++) {
    #pragma acc atomic
    counter++;
  }
  printf("S2 atomic counter %ld\n", counter);
  return counter != N;
}
