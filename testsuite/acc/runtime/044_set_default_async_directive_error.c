// set default_async with a negative value that is none of the async constants (OpenACC 3.3
// §2.14.3, §2.16.1): a runtime error naming the set directive and its line, not
// acc_set_default_async.
// expect-from: hand (runtime error)
// expect-stderr-contains: 044_set_default_async_directive_error.c:15: set:
// expect-stderr-contains: invalid async argument -7
// expect-exit: 1
// expect-stdout:
// | queue 3: 64
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>

static void use_queue(int q) {
  #pragma acc set default_async(q)
}

int main(void) {
  int n = 64, *a = malloc(n * sizeof *a);
  use_queue(3);
  #pragma acc parallel loop copyout(a[0:n]) async
  for (int i = 0; i < n; i++) a[i] = 1;
  #pragma acc wait
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  printf("queue 3: %d\n", s);
  fflush(stdout);
  use_queue(-7);
  printf("queue -7\n");
  free(a);
  return 0;
}
