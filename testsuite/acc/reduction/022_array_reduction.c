// A reduction on a whole array (OpenACC 2.7): element-wise, like one reduction per element.
// expect-from: hand (gcc 12 crashes on array reductions: internal compiler error)
// expect-exit: 0
// expect-stdout:
// | array reduction 125 125 125 125 125 125 125 125 total 1000
#include <stdio.h>
#include <openacc.h>
#define N 1000
#define B 8
int main(void) {
  int hist[B] = {0};
  #pragma acc parallel loop reduction(+:hist)
  for (int i = 0; i < N; i++) hist[i % B] += 1;
  int t = 0;
  printf("array reduction");
  for (int b = 0; b < B; b++) { printf(" %d", hist[b]); t += hist[b]; }
  printf(" total %d\n", t);
  return t != N;
}
