// parallel num_gangs(1) vector_length(128): sequential code writes an array and a scalar, then a loop vector reads them.
// expect-exit: 0
// expect-stdout:
// | single gang sum 1451544 last 1514 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 1000
static int t[N], out[N];
int main(void) {
  int last = -1;
  #pragma acc parallel num_gangs(1) vector_length(128) copyout(t, out) copy(last)
  {
    t[0] = 1;
    for (int k = 1; k < N; k++) t[k] = (t[k - 1] * 3 + k) % 997;
    int base = t[5] + 3;
    #pragma acc loop vector
    for (int j = 0; j < N; j++) out[j] = t[N - 1 - j] + t[j] + base;
    last = out[N - 1] + t[N - 1];
  }
  int bad = 0;
  static int e[N];
  e[0] = 1;
  for (int k = 1; k < N; k++) e[k] = (e[k - 1] * 3 + k) % 997;
  long sum = 0;
  for (int j = 0; j < N; j++) {
    bad += t[j] != e[j];
    bad += out[j] != e[N - 1 - j] + e[j] + e[5] + 3;
    sum += out[j];
  }
  bad += last != out[N - 1] + e[N - 1];
  printf("single gang sum %ld last %d bad %d\n", sum, last, bad);
  return bad != 0;
}
