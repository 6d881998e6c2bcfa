// A reduction on an array element (OpenACC 2.7).
// expect-from: hand (gcc 12 crashes on array-element reductions: internal compiler error)
// expect-exit: 0
// expect-stdout:
// | element reduction 5 4960 7
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  int acc3[3] = {5, 10, 7};
  #pragma acc parallel loop reduction(+:acc3[1])
  for (int i = 0; i < N; i++) acc3[1] += i;
  printf("element reduction %d %d %d\n", acc3[0], acc3[1], acc3[2]);
  return acc3[1] != 4960;
}
