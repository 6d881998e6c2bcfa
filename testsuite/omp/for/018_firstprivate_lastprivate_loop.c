// firstprivate and lastprivate on the same variable of a loop (every thread starts from the
// original, the last iteration's value comes out) with static, dynamic and guided schedules,
// on for inside a region and on parallel for.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | x 149 y 2039 z 30 first ok 1
#include <stdio.h>
#include <omp.h>

int main(void) {
  int x = 10, y = 20, z = 30;
  int first_ok = 1;
#pragma omp parallel for firstprivate(x) lastprivate(x) schedule(static, 3) reduction(&&: first_ok)
  for (int i = 0; i < 50; i++) {
    if (i % 3 == 0)
      first_ok = first_ok && (x == 10 || x >= 100);
    x = 100 + i;
  }
#pragma omp parallel
  {
#pragma omp for firstprivate(y) lastprivate(y) schedule(dynamic, 4)
    for (int i = 0; i < 40; i++)
      y = 2000 + i + (y > 0 ? 0 : 1);
#pragma omp for firstprivate(z) lastprivate(z) schedule(guided)
    for (int i = 0; i < 40; i++)
      z = z + 0 * i;
  }
  printf("x %d y %d z %d first ok %d\n", x, y, z, first_ok);
  return 0;
}
