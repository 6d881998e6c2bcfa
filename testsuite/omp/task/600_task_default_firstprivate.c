// default(firstprivate) on task and taskloop (OpenMP 5.0 §2.19.4.1): every automatic variable
// a task names without a data-sharing clause gets its own copy, taken when the task is
// created, even one that is shared in the enclosing parallel region (where a task's implicit
// rule would share it): a counter, a whole array and a pointer parameter's target length, as
// a function that hands work to tasks would have them. The originals keep their values; the
// tasks' results come back through a shared array named in a shared clause. oxacc refused the
// clause ("OpenMP 'default' clause with this kind is not supported yet").
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | task copies: count 1, arr sum 45, results 11 46 3
// | taskloop copies: scale 2, sums 90 (original 45)
#include <stdio.h>

#define N 10

static void tasks(int *results, int n) {
  int count = 1;
  int arr[N];
  for (int i = 0; i < N; i++) arr[i] = i;
#pragma omp parallel shared(count, arr) num_threads(2)
#pragma omp single
  {
#pragma omp task default(firstprivate) shared(results)
    {
      count += 10;
      results[0] = count;
    }
#pragma omp task default(firstprivate) shared(results)
    {
      int s = 0;
      for (int i = 0; i < N; i++) {
        arr[i] += 1;
        s += arr[i];
      }
      results[1] = s - 9;
      n += 2;
      results[2] = n;
    }
#pragma omp taskwait
  }
  int s = 0;
  for (int i = 0; i < N; i++) s += arr[i];
  printf("task copies: count %d, arr sum %d, results %d %d %d\n", count, s, results[0],
         results[1], results[2]);
}

static void loops(int *sums) {
  int scale = 2;
  int arr[N];
  for (int i = 0; i < N; i++) arr[i] = i;
#pragma omp parallel num_threads(2)
#pragma omp single
#pragma omp taskloop default(firstprivate) shared(sums) grainsize(2)
  for (int i = 0; i < N; i++) {
    arr[i] *= scale;
#pragma omp atomic
    sums[0] += arr[i];
    scale += 0;
  }
  int s = 0;
  for (int i = 0; i < N; i++) s += arr[i];
  printf("taskloop copies: scale %d, sums %d (original %d)\n", scale, sums[0], s);
}

int main(void) {
  int results[3] = {0, 0, 0};
  int sums[1] = {0};
  tasks(results, 1);
  loops(sums);
  return 0;
}
