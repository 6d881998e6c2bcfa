// lastprivate of loop variables and collapsed nests on target teams distribute parallel for (4.5 §2.15.3.5): the loop variables end one step past the last iteration, also with a decreasing loop.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | i=37 last=36.0 x[36]=18.0
// | collapse: i=8 j=6 corner=75
// | decreasing: k=-5 down=2
#include <stdio.h>

int main(void) {
  int i, j, n = 37;
  double x[37];
  double last = 0;
#pragma omp target teams distribute parallel for lastprivate(i, last) map(from: x)
  for (i = 0; i < n; i++) {
    x[i] = i * 0.5;
    last = x[i] * 2;
  }
  printf("i=%d last=%.1f x[36]=%.1f\n", i, last, x[36]);

  int m[8][6], corner = 0;
#pragma omp target teams distribute parallel for collapse(2) lastprivate(i, j, corner) map(from: m)
  for (i = 0; i < 8; i++)
    for (j = 0; j < 6; j++) {
      m[i][j] = i * 10 + j;
      corner = m[i][j];
    }
  printf("collapse: i=%d j=%d corner=%d\n", i, j, corner);

  int k, down = 0;
#pragma omp target parallel for lastprivate(k, down) map(tofrom: down)
  for (k = 100; k > 0; k -= 7) down = k;
  printf("decreasing: k=%d down=%d\n", k, down);

  return 0;
}
