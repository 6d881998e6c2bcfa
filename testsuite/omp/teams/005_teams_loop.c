// The loop construct bound to host teams (5.0 §2.9.5): `teams loop`, and `loop` closely
// nested in a teams region, with and without bind(teams); reductions; every iteration once.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | saxpy sum 374750.0
// | loop in teams: total 124750, each iteration once: yes
#include <stdio.h>
#include <omp.h>

#define N 500

static void saxpy(int n, float a, const float *x, float *y) {
#pragma omp teams loop num_teams(4)
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int main(void) {
  static float x[N], y[N];
  static int hit[N];
  for (int i = 0; i < N; i++) {
    x[i] = (float)i;
    y[i] = 1.0f;
  }
  saxpy(N, 3.0f, x, y);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += y[i];
  printf("saxpy sum %.1f\n", s);

  long total = 0;
#pragma omp teams num_teams(3)
  {
#pragma omp loop reduction(+: total)
    for (int i = 0; i < N; i++)
      total += i;
#pragma omp loop bind(teams)
    for (int i = 0; i < N; i++) {
      hit[i] += 1;
    }
  }
  int once = 1;
  for (int i = 0; i < N; i++)
    once = once && hit[i] == 1;
  printf("loop in teams: total %ld, each iteration once: %s\n", total, once ? "yes" : "no");
  return 0;
}
