// declare create on a global array, filled on the device and read back with update self.
// expect-exit: 0
// expect-stdout:
// | declare create global 16320.0
#include <stdio.h>
#include <openacc.h>
#define N 256
float table[N];
#pragma acc declare create(table)
int main(void) {
  #pragma acc parallel loop present(table)
  for (int i = 0; i < N; i++) table[i] = i * 0.5f;
  #pragma acc update self(table)
  double s = 0;
  for (int i = 0; i < N; i++) s += table[i];
  printf("declare create global %.1f\n", s);
  return s != 16320.0;
}
