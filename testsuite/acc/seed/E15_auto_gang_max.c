// Seed 3.3 §8 E15 (spec §2.9.11, L2365-2378): loop auto gang reduction(max:x) gives arr's
// maximum whether auto resolves to independent or to seq.
// expect-from: hand (gcc 12 rejects auto together with gang)
// expect-exit: 0
// expect-stdout:
// | E15 max 1007
#include <stdio.h>
#include <openacc.h>
#define I 500
int main(void) {
  int arr[I];
  for (int i = 0; i < I; i++) arr[i] = (i * 263) % 1009;
  int x = 0;
  #pragma acc parallel copy(x) copyin(arr)
  {
    #pragma acc loop auto gang reduction(max:x)
    for (int i = 0; i < I; ++i) {
      x = x < arr[i] ? arr[i] : x;
    }
  }
  int e = 0;
  for (int i = 0; i < I; i++) if (arr[i] > e) e = arr[i];
  printf("E15 max %d\n", x);
  return x != e;
}
