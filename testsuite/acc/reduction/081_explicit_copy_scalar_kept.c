// A scalar that each iteration of a gang loop sets before it reads it, named in a `copy` clause
// of its `parallel` construct: the clause asks for one device copy whose value comes back
// (OpenACC 3.3 §2.7.6), so oxacc keeps it shared (only scalars whose attributes §2.6.2
// determines implicitly become private to the iteration) and warns that gangs would race on it.
// Which iteration's value comes back is a race (on a GPU the gang's threads share the loop);
// that it is one of them, not the value from before the region (what oxacc returned when it
// privatized the scalar), is what the program checks.
// warning: 'last' is set before it is read in every iteration of the loop at 18:11 but is in a copy clause
// expect-exit: 0
// expect-stdout:
// | last from the loop 1 b 1999 count 1000
#include <stdio.h>
#include <stdlib.h>

static double last_of(int n, const double *a, double *b)
{
  double last = -1.0;
  #pragma acc parallel loop gang num_gangs(1) copy(last) copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; i++) {
    last = a[i] * 2.0;
    b[i] = last + 1.0;
  }
  return last;
}

int main(void)
{
  int n = 1000, ok = 0;
  double *a = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) a[i] = i;
  double last = last_of(n, a, b);
  for (int i = 0; i < n; i++) ok += b[i] == 2.0 * i + 1.0;
  int from_loop = last >= 0.0 && last <= 2.0 * (n - 1) && last == 2.0 * (int)(last / 2.0);
  printf("last from the loop %d b %.0f count %d\n", from_loop, b[n - 1], ok);
  free(a);
  free(b);
  return 0;
}
