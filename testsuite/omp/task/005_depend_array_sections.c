// depend on array elements and sections: a blocked prefix computation where block b waits
// for block b-1 (depend(in: a[b-1 block]) / depend(out: a[b block])), and a 2-D wavefront
// over blocks whose dependences are the left and upper neighbours.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | prefix ok 1 last 381
// |    1   1   1   1   1   1
// |    1   2   3   4   5   6
// |    1   3   6  10  15  21
// |    1   4  10  20  35  56
// |    1   5  15  35  70 126
// |    1   6  21  56 126 252
#include <stdio.h>
#include <omp.h>

#define NB 16
#define BS 8
#define W 6

int main(void) {
  long a[NB * BS];
  for (int i = 0; i < NB * BS; i++)
    a[i] = i % 5 + 1;
  long grid[W][W];
#pragma omp parallel
#pragma omp single
  {
    for (int b = 0; b < NB; b++) {
      if (b == 0) {
#pragma omp task depend(out: a[0:BS])
        for (int i = 1; i < BS; i++)
          a[i] += a[i - 1];
      } else {
#pragma omp task depend(in: a[(b - 1) * BS:BS]) depend(out: a[b * BS:BS]) firstprivate(b)
        {
          a[b * BS] += a[b * BS - 1];
          for (int i = b * BS + 1; i < (b + 1) * BS; i++)
            a[i] += a[i - 1];
        }
      }
    }
    for (int i = 0; i < W; i++)
      for (int j = 0; j < W; j++) {
#pragma omp task depend(in: grid[i > 0 ? i - 1 : i][j], grid[i][j > 0 ? j - 1 : j]) depend(out: grid[i][j])
        {
          long up = i > 0 ? grid[i - 1][j] : 1;
          long left = j > 0 ? grid[i][j - 1] : 1;
          grid[i][j] = (i == 0 && j == 0) ? 1 : (i == 0 ? left : (j == 0 ? up : up + left));
        }
      }
  }
  long check = 0, ok = 1;
  for (int i = 0; i < NB * BS; i++) {
    check += i % 5 + 1;
    ok &= a[i] == check;
  }
  printf("prefix ok %ld last %ld\n", ok, a[NB * BS - 1]);
  for (int i = 0; i < W; i++) {
    for (int j = 0; j < W; j++)
      printf(" %3ld", grid[i][j]);
    printf("\n");
  }
  return 0;
}
