// The 5.0 `loop` construct on the host (§2.9.5): in a parallel region and with
// bind(parallel) in a function called from one it shares the iterations among the team
// (each element is touched once, not once per thread); `parallel loop` with a reduction;
// bind(thread) runs every iteration in each thread; collapse, order(concurrent),
// lastprivate of the loop variable.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | shared 400 max 1
// | sum 4950
// | collapse 64 last 8 corner 49
// | thread 21
#include <stdio.h>
#include <omp.h>

static int cnt[400];

static void bump(int *v, int n) {
#pragma omp loop bind(parallel)
  for (int i = 0; i < n; i++)
    v[i] += 1;
}

static void all_of_them(int *v, int n) {
#pragma omp loop bind(thread) reduction(+: v[0:1])
  for (int i = 0; i < n; i++)
    v[0] += 1;
}

int main(void) {
#pragma omp parallel num_threads(4)
  {
    bump(cnt, 200);
#pragma omp loop
    for (int i = 200; i < 400; i++)
      cnt[i] += 1;
  }
  int s = 0, mx = 0;
  for (int i = 0; i < 400; i++) {
    s += cnt[i];
    if (cnt[i] > mx)
      mx = cnt[i];
  }
  printf("shared %d max %d\n", s, mx);

  int r = 0;
#pragma omp parallel loop reduction(+: r) num_threads(3)
  for (int i = 0; i < 100; i++)
    r += i;
  printf("sum %d\n", r);

  int a[64], i, j, filled = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp loop collapse(2) order(concurrent) lastprivate(i, j)
    for (i = 0; i < 8; i++)
      for (j = 0; j < 8; j++)
        a[i * 8 + j] = i * j;
  }
  for (int k = 0; k < 64; k++)
    filled += a[k] == (k / 8) * (k % 8);
  printf("collapse %d last %d corner %d\n", filled, i, a[63]);

  cnt[0] = 1;
#pragma omp parallel num_threads(2)
  all_of_them(cnt, 10);
  printf("thread %d\n", cnt[0]);
  return 0;
}
