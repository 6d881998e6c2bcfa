// A producer/consumer hand-off through a flag with atomic write and atomic read (the 4.5
// pattern with flush), the data written before the flag and read after it.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | got 49
#include <stdio.h>
#include <omp.h>

int main(void) {
  int data[8];
  int flag = 0, got = -1;
#pragma omp parallel num_threads(2)
  {
    if (omp_get_num_threads() == 1) {
      for (int k = 0; k < 8; k++)
        data[k] = k * k;
      got = data[7];
    } else if (omp_get_thread_num() == 0) {
      for (int k = 0; k < 8; k++)
        data[k] = k * k;
#pragma omp flush
#pragma omp atomic write
      flag = 1;
    } else {
      int f = 0;
      while (!f) {
#pragma omp atomic read
        f = flag;
      }
#pragma omp flush
      got = data[7];
    }
  }
  printf("got %d\n", got);
  return 0;
}
