#include <stdio.h>
#include <omp.h>

int main(void) {
  int n = 0;
#pragma omp parallel num_threads(3) reduction(+: n)
  n += 1;
  printf("team of %d, _OPENMP %d\n", n, _OPENMP);
  return 0;
}
