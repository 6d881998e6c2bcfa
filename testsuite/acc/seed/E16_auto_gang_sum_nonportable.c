// Seed 3.3 §8 E16 (spec §2.9.11, L2384-2396): loop auto gang reduction(+:x) gives arr's sum, or
// that sum times the number of gangs if auto resolves to seq. Non-portable by design: only
// "a positive multiple of the sum" is asserted and printed.
// expect-from: hand (gcc 12 rejects auto together with gang)
// expect-exit: 0
// expect-stdout:
// | E16 sum 1650, result a positive multiple of it: 1
#include <stdio.h>
#include <openacc.h>
#define I 300
int main(void) {
  int arr[I];
  for (int i = 0; i < I; i++) arr[i] = i % 10 + 1;
  int x = 0;
  #pragma acc parallel copy(x) copyin(arr)
  {
    #pragma acc loop auto gang reduction(+:x)
    for (int i = 0; i < I; ++i) {
      x += arr[i];
    }
  }
  int sum = 0;
  for (int i = 0; i < I; i++) sum += arr[i];
  int ok = x >= sum && x % sum == 0;
  printf("E16 sum %d, result a positive multiple of it: %d\n", sum, ok);
  return !ok;
}
