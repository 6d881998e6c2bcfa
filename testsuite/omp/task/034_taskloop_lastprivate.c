// taskloop lastprivate (OpenMP 5.0 §2.10.2): the value of the sequentially last iteration,
// for scalars, structures, arrays and the loop variables themselves (collapsed too), with
// grainsize, num_tasks, nogroup and a reduction beside it.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | fill: i=37 last=118.0
// | k=8 p=4,1.00 arr=4,5,6 sum=1716
// | collapse: i=6 j=10 x[23]=13.0
// | nogroup: q=81
#include <omp.h>
#include <stdio.h>

struct pair { int a; double b; };

static void fill(int n, double *x) {
  double last_val = -1;
  int i;
#pragma omp taskloop lastprivate(last_val, i) grainsize(4)
  for (i = 0; i < n; i++) {
    x[i] = i * 0.5;
    last_val = x[i] + 100;
  }
  printf("fill: i=%d last=%.1f\n", i, last_val);
}

int main(void) {
  double x[37];
  int sum = 0, k = -5, i, j;
  struct pair p = {0, 0};
  int arr[3] = {0, 0, 0};
#pragma omp parallel
#pragma omp single
  {
    fill(37, x);
#pragma omp taskloop lastprivate(k, p, arr) reduction(+ : sum) num_tasks(5)
    for (int t = 100; t > 3; t -= 3) {
      k = t * 2;
      p.a = t;
      p.b = t / 4.0;
      arr[0] = t; arr[1] = t + 1; arr[2] = t + 2;
      sum += t;
    }
    printf("k=%d p=%d,%.2f arr=%d,%d,%d sum=%d\n", k, p.a, p.b, arr[0], arr[1], arr[2], sum);
#pragma omp taskloop collapse(2) lastprivate(i, j)
    for (i = 0; i < 6; i++)
      for (j = 2; j < 9; j += 2) x[i * 4 + (j - 2) / 2] = i + j;
    printf("collapse: i=%d j=%d x[23]=%.1f\n", i, j, x[23]);
    int q = 0;
#pragma omp taskloop lastprivate(q) nogroup
    for (int t = 0; t < 10; t++) q = t * t;
#pragma omp taskwait
    printf("nogroup: q=%d\n", q);
  }
  return 0;
}
