// declare target link (OpenMP 4.5 §2.10.6): a large global array and a scalar named in link are mapped only where a construct maps them, and functions called in the target region reach the mapped copies; to() beside link for a lookup table.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | big[0]=1 big[5]=17 big[2047]=6145
// | after the data region: big[0]=11 big[15]=494 big[16]=49
#include <stdio.h>

#define N 2048

double big[N];
int scale_factor = 3;
int weights[4] = {1, 2, 3, 4};
#pragma omp declare target link(big, scale_factor)
#pragma omp declare target to(weights)

#pragma omp declare target
static void scale_big(int i) { big[i] = big[i] * scale_factor + weights[i % 4]; }
#pragma omp end declare target

int main(void) {
  for (int i = 0; i < N; i++) big[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: big) map(to: scale_factor)
  for (int i = 0; i < N; i++) scale_big(i);
  printf("big[0]=%.0f big[5]=%.0f big[2047]=%.0f\n", big[0], big[5], big[N - 1]);
  scale_factor = 10;
#pragma omp target data map(tofrom: big[0:16]) map(to: scale_factor)
  {
#pragma omp target
    for (int i = 0; i < 16; i++) scale_big(i);
  }
  printf("after the data region: big[0]=%.0f big[15]=%.0f big[16]=%.0f\n", big[0], big[15], big[16]);
  return 0;
}
