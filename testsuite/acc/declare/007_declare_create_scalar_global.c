// declare create on a global scalar used as a device-side counter across regions.
// expect-exit: 0
// expect-stdout:
// | declared counter 510
#include <stdio.h>
#include <openacc.h>
int counter;
#pragma acc declare create(counter)
int main(void) {
  counter = 10;
  #pragma acc update device(counter)
  for (int r = 0; r < 5; r++) {
    #pragma acc parallel loop present(counter)
    for (int i = 0; i < 100; i++) {
      #pragma acc atomic update
      counter += 1;
    }
  }
  #pragma acc update self(counter)
  printf("declared counter %d\n", counter);
  return counter != 510;
}
