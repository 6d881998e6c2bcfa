// A pointer as the loop variable (allowed since OpenACC 3.0 for C).
// expect-exit: 0
// expect-stdout:
// | pointer iv 16384
#include <stdio.h>
#include <openacc.h>
#define N 128
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc parallel loop copy(a)
  for (int *p = a; p < a + N; p++) *p = *p * 2 + 1;
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("pointer iv %ld\n", s);
  return s != (long)N * N;
}
