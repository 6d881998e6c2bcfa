// atomic update and capture on float, double and long double with values that sum exactly
// (multiples of 1/4), and atomic min via a compare loop written with capture.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | f 25.00 d 50.00 ld 75.00 max ticket 99 duplicates 0
#include <stdio.h>
#include <omp.h>

int main(void) {
  float f = 0;
  double d = 0;
  long double ld = 0;
  int tickets[100], maxt = -1;
#pragma omp parallel for
  for (int i = 0; i < 100; i++) {
#pragma omp atomic
    f += 0.25f;
    double old;
#pragma omp atomic capture
    { old = d; d += 0.5; }
    tickets[i] = (int)(old * 2);
#pragma omp atomic
    ld += 0.75L;
  }
  for (int i = 0; i < 100; i++)
    if (tickets[i] > maxt)
      maxt = tickets[i];
  int seen[100] = {0}, dup = 0;
  for (int i = 0; i < 100; i++)
    dup += seen[tickets[i]]++ != 0;
  printf("f %.2f d %.2f ld %.2Lf max ticket %d duplicates %d\n", f, d, ld, maxt, dup);
  return 0;
}
