// if clauses on device constructs (OpenMP 4.5 §2.10, §2.12): target if(false) runs on the host with host data, target data if(false) maps nothing, target enter/exit data and target update with if, and the if(target: …) modifier on a combined construct.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | target if(0): on the host=1 a[5]=6
// | if(target: true): a[5]=12
// | if(target: false): a[5]=11
// | target data if(0): present=0
// | enter/exit data with if: a[5]=111 a[49]=199
#include <omp.h>
#include <stdio.h>

#define N 50

int main(void) {
  int a[N], where = -1;
  for (int i = 0; i < N; i++) a[i] = i;
  int use_device = 0;
#pragma omp target if(use_device) map(tofrom: a, where)
  {
    where = omp_is_initial_device();
    for (int i = 0; i < N; i++) a[i] += 1;
  }
  printf("target if(0): on the host=%d a[5]=%d\n", where, a[5]);
#pragma omp target teams distribute parallel for if(target: N > 10) map(tofrom: a)
  for (int i = 0; i < N; i++) a[i] *= 2;
  printf("if(target: true): a[5]=%d\n", a[5]);
#pragma omp target teams distribute parallel for if(target: N < 10) map(tofrom: a)
  for (int i = 0; i < N; i++) a[i] -= 1;
  printf("if(target: false): a[5]=%d\n", a[5]);
  int dev = omp_get_default_device();
#pragma omp target data map(tofrom: a) if(0)
  {
    printf("target data if(0): present=%d\n", omp_target_is_present(a, dev) && dev != omp_get_initial_device());
  }
#pragma omp target enter data map(to: a) if(1)
#pragma omp target update to(a) if(0)
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < N; i++) a[i] += 100;
#pragma omp target exit data map(from: a) if(N > 0)
  printf("enter/exit data with if: a[5]=%d a[49]=%d\n", a[5], a[49]);
  return 0;
}
