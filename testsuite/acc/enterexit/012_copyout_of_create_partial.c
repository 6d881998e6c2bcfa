// enter data create of a whole array, then exit data copyout of a subarray only (the rest is
// deleted without a copy).
// expect-exit: 0
// expect-stdout:
// | partial update self 410 a[10] 11 a[29] 30
#include <stdio.h>
#include <openacc.h>
#define N 60
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 0;
  #pragma acc enter data create(a)
  #pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++) a[i] = i + 1;
  #pragma acc update self(a[10:20])
  #pragma acc exit data delete(a)
  int s = 0;
  for (int i = 10; i < 30; i++) s += a[i];
  printf("partial update self %d a[10] %d a[29] %d\n", s, a[10], a[29]);
  return s != 410;
}
