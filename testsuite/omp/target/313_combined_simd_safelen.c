// `safelen(k)` on a combined target construct (OpenMP 4.5 §2.8.1, §2.11): iterations fewer
// than k apart may depend on each other, so each team runs its share in order (decision 38;
// one team here: the chain crosses any split among teams). The combined form's in-order
// marker belongs to its loop, not to the compute construct: oxacc stopped with an internal
// compiler error ("clause in_order is not allowed on acc.compute") on `target teams
// distribute simd safelen(2)`. The spec's form and the application's (a routine taking the
// array, the bound a variable).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | combined: a[999] = 499, a[998] = 499
// | routine: a[999] = 499, a[998] = 499
#include <stdio.h>

#define N 1000

void chain(a, n)
double *a;
int n;
{
#pragma omp target teams distribute simd safelen(2) num_teams(1) map(tofrom: a[0:n])
  for (int i = 2; i < n; i++)
    a[i] = a[i - 2] + 1;
}

int main(void) {
  static double a[N];
  for (int i = 0; i < N; i++)
    a[i] = 0;
#pragma omp target teams distribute simd safelen(2) num_teams(1) map(tofrom: a)
  for (int i = 2; i < N; i++)
    a[i] = a[i - 2] + 1;
  printf("combined: a[999] = %.0f, a[998] = %.0f\n", a[999], a[998]);
  for (int i = 0; i < N; i++)
    a[i] = 0;
  chain(a, N);
  printf("routine: a[999] = %.0f, a[998] = %.0f\n", a[999], a[998]);
  return 0;
}
