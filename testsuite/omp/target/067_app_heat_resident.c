// Application: a 1-D heat equation with an explicit time loop where each step is a target region on resident data (target data around the loop), boundary values set on the device, the maximum found by a reduction every 100 steps, and target update from for a probe point.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | step 100: max 0.994037 probe 0.477747
// | step 200: max 0.947369 probe 0.484206
// | step 300: max 0.886248 probe 0.486450
// | step 400: max 0.829153 probe 0.486051
// | step 500: max 0.779372 probe 0.483395
// | heat left 48.926278
#include <stdio.h>

#define N 200

int main(void) {
  double u[N], un[N];
  for (int i = 0; i < N; i++) u[i] = un[i] = (i > N / 4 && i < N / 2) ? 1.0 : 0.0;
  double alpha = 0.4;
#pragma omp target data map(tofrom: u) map(alloc: un)
  {
    for (int step = 1; step <= 500; step++) {
#pragma omp target teams distribute parallel for firstprivate(alpha)
      for (int i = 1; i < N - 1; i++) un[i] = u[i] + alpha * (u[i - 1] - 2 * u[i] + u[i + 1]);
#pragma omp target
      {
        un[0] = 0.0;
        un[N - 1] = 0.0;
      }
#pragma omp target teams distribute parallel for
      for (int i = 0; i < N; i++) u[i] = un[i];
      if (step % 100 == 0) {
        double mx = 0;
#pragma omp target teams distribute parallel for reduction(max: mx)
        for (int i = 0; i < N; i++) if (u[i] > mx) mx = u[i];
#pragma omp target update from(u[N / 2:1])
        printf("step %d: max %.6f probe %.6f\n", step, mx, u[N / 2]);
      }
    }
  }
  double total = 0;
  for (int i = 0; i < N; i++) total += u[i];
  printf("heat left %.6f\n", total);
  return 0;
}
