// Seed 1.2 §7 S1 2.7 (subarrays): arr[2:n] is arr[2] ... arr[2+n-1]; the elements around it
// are not part of the data.
// expect-exit: 0
// expect-stdout:
// | S1 subarray 0 0 2 3 4 5 6 0 0 0 0 0
#include <stdio.h>
#include <openacc.h>
int main(void) {
  int arr[12];
  int n = 5;
  for (int i = 0; i < 12; i++) arr[i] = 0;
  #pragma acc parallel loop copy(arr[2:n])
  for (int i = 2; i < 2 + n; i++) arr[i] = i;
  printf("S1 subarray");
  for (int i = 0; i < 12; i++) printf(" %d", arr[i]);
  printf("\n");
  return !(arr[1] == 0 && arr[2] == 2 && arr[6] == 6 && arr[7] == 0);
}
