// A single loop partitioned across workers and vector lanes (loop worker vector) in each gang.
// expect-exit: 0
// expect-stdout:
// | worker vector 273600
#include <stdio.h>
#include <openacc.h>
#define G 6
#define N 300
int main(void) {
  static int a[G][N];
  #pragma acc parallel num_workers(4) vector_length(32) copyout(a)
  {
    #pragma acc loop gang
    for (int g = 0; g < G; g++) {
      #pragma acc loop worker vector
      for (int i = 0; i < N; i++) a[g][i] = g + i;
    }
  }
  long s = 0;
  for (int g = 0; g < G; g++) for (int i = 0; i < N; i++) s += a[g][i];
  printf("worker vector %ld\n", s);
  return s != (long)N * 15 + 6L * 44850;
}
