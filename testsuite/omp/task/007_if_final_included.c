// if(0) makes an undeferred task that runs before the creating code goes on; inside a final
// task every descendant is final and included (omp_in_final), and the results are those of
// the serial program.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | order 1 2 3
// | leaves 64 finals>0 yes
#include <stdio.h>
#include <omp.h>

static int depth_sum(int d, int *finals) {
  if (d == 0)
    return 1;
  int a = 0, b = 0;
#pragma omp task shared(a, finals) final(d <= 3)
  {
    if (omp_in_final()) {
#pragma omp atomic
      (*finals)++;
    }
    a = depth_sum(d - 1, finals);
  }
#pragma omp task shared(b, finals)
  b = depth_sum(d - 1, finals);
#pragma omp taskwait
  return a + b;
}

int main(void) {
  int order[3], n = 0;
  int leaves = 0, finals = 0;
#pragma omp parallel
#pragma omp single
  {
    int flag = 0;
#pragma omp task if(0) shared(flag, order, n)
    {
      flag = 1;
      order[n++] = 1;
    }
    order[n++] = flag ? 2 : -2;
#pragma omp task if(flag == 0)
    order[n++] = 3;
#pragma omp taskwait
    leaves = depth_sum(6, &finals);
  }
  printf("order %d %d %d\n", order[0], order[1], order[2]);
  printf("leaves %d finals>0 %s\n", leaves, finals > 0 ? "yes" : "no");
  return 0;
}
