// serial loop collapse(2) with a seq-order dependent accumulation (ordered in serial).
// expect-exit: 0
// expect-stdout:
// | serial collapse counter 72 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 8
#define C 9
int main(void) {
  int order[R * C];
  int counter = 0;
  #pragma acc serial loop collapse(2) copy(counter) copyout(order)
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) order[i * C + j] = counter++;
  int bad = 0;
  for (int k = 0; k < R * C; k++) bad += order[k] != k;
  printf("serial collapse counter %d bad %d\n", counter, bad);
  return bad != 0;
}
