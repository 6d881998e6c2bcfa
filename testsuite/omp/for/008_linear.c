// linear on worksharing loops (§2.15.3.7): a variable the body advances by the step each
// iteration starts every iteration at start + k*step in whichever thread runs it, and
// ends with the value after the last iteration; integer and pointer variables.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | j 100 ok 1
// | p advanced 60 sum 2470
// | k 750 seen[49] 1000 seen[0] 755
#include <stdio.h>
#include <omp.h>

int main(void) {
  int out[100];
  int j = 0;
#pragma omp parallel for linear(j)
  for (int i = 0; i < 100; i++) {
    out[j] = i * 2;
    j++;
  }
  long ok = 1;
  for (int i = 0; i < 100; i++)
    ok &= out[i] == i * 2;
  printf("j %d ok %ld\n", j, ok);

  int packed[60];
  int *p = packed;
#pragma omp parallel for linear(p: 3) schedule(dynamic, 4)
  for (int i = 0; i < 20; i++) {
    p[0] = i;
    p[1] = -i;
    p[2] = i * i;
    p += 3;
  }
  long s = 0;
  for (int i = 0; i < 60; i++)
    s += packed[i];
  printf("p advanced %ld sum %ld\n", (long)(p - packed), s);

  long k = 1000;
  int seen[50];
#pragma omp parallel
  {
#pragma omp for linear(k: -5) schedule(static, 7)
    for (int i = 49; i >= 0; i--) {
      seen[i] = (int)k;
      k -= 5;
    }
  }
  printf("k %ld seen[49] %d seen[0] %d\n", k, seen[49], seen[0]);
  return 0;
}
