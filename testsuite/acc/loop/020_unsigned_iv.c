// Unsigned iteration variables, counting up and down.
// expect-exit: 0
// expect-stdout:
// | unsigned iv 136643 b[0] 0
#include <stdio.h>
#include <openacc.h>
#define N 300u
int main(void) {
  unsigned a[N], b[N];
  #pragma acc parallel loop copyout(a)
  for (unsigned i = 0; i < N; i++) a[i] = i * 2u;
  for (unsigned i = 0; i < N; i++) b[i] = 0;
  #pragma acc parallel loop copy(b)
  for (unsigned i = N - 1; i > 0; i--) b[i] = i + 7u;
  unsigned long s = 0;
  for (unsigned i = 0; i < N; i++) s += a[i] + b[i];
  printf("unsigned iv %lu b[0] %u\n", s, b[0]);
  return b[0] != 0;
}
