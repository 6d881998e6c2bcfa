// A sections construct with more sections than threads, each writing one slot, with
// reduction and private; and nested parallel sections inside a section.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 1 2 3 4 5 6 30 count 7 tmp -1
#include <stdio.h>
#include <omp.h>

int main(void) {
  int slot[10] = {0};
  int count = 0, tmp = -1;
#pragma omp parallel
  {
#pragma omp sections reduction(+: count) private(tmp)
    {
#pragma omp section
      { tmp = 0; slot[tmp] = 1; count++; }
#pragma omp section
      { tmp = 1; slot[tmp] = 2; count++; }
#pragma omp section
      { tmp = 2; slot[tmp] = 3; count++; }
#pragma omp section
      { tmp = 3; slot[tmp] = 4; count++; }
#pragma omp section
      { tmp = 4; slot[tmp] = 5; count++; }
#pragma omp section
      { tmp = 5; slot[tmp] = 6; count++; }
#pragma omp section
      {
        int inner = 0;
#pragma omp parallel sections reduction(+: inner) num_threads(2)
        {
#pragma omp section
          inner += 10;
#pragma omp section
          inner += 20;
        }
        slot[6] = inner;
        count++;
      }
    }
  }
  for (int k = 0; k < 7; k++)
    printf("%d ", slot[k]);
  printf("count %d tmp %d\n", count, tmp);
  return 0;
}
