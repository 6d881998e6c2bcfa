// Data in tasks: a firstprivate array copied at creation (later changes invisible), a
// pointer firstprivate while its target is shared, a shared struct updated under critical,
// and a static local of the function (shared by every task).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | n 20 total 54500.0 out sum 54500.0 weights[0] 501
#include <stdio.h>
#include <omp.h>

struct stats { long n; double total; };

static void record(struct stats *st, double v) {
  static int calls;
#pragma omp critical
  {
    st->n++;
    st->total += v;
    calls++;
  }
}

int main(void) {
  double weights[4] = {1, 2, 3, 4};
  double out[20];
  struct stats st = {0, 0};
  double *target = out;
#pragma omp parallel
#pragma omp single
  for (int i = 0; i < 20; i++) {
#pragma omp task firstprivate(weights) shared(st)
    {
      double v = weights[i % 4] * i;
      target[i] = v;
      record(&st, v);
    }
    weights[i % 4] += 100;
  }
  double s = 0;
  for (int i = 0; i < 20; i++)
    s += out[i];
  printf("n %ld total %.1f out sum %.1f weights[0] %.0f\n", st.n, st.total, s, weights[0]);
  return 0;
}
