// `declare target` naming functions inside a function body (OpenMP 5.0 §2.12.7; gcc accepts
// it there): the OpenMP_VV form (test_declare_target_nested_functions: `declare target
// to(outer_fn)` in main, outer_fn calling a function that is not listed, which 5.0 treats as
// if it were) and the application's (the 4.5 list form in a helper, the function called from
// a target teams loop and from the host).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | nested: 2
// | list form: sum 5050, host 11
#include <stdio.h>

int inner_fn(int a) { return 1 + a; }

int outer_fn(int a) { return 1 + inner_fn(a); }

static int scale(int x) { return 10 * x + 1; }

static int run(int n) {
#pragma omp declare target (scale)
  int sum = 0;
#pragma omp target teams distribute parallel for map(tofrom: sum) reduction(+: sum)
  for (int i = 1; i <= n; i++)
    sum += (scale(i) - 1) / 10;
  return sum;
}

int main(void) {
  int result = 0;
#pragma omp declare target to(outer_fn)
#pragma omp target map(tofrom: result)
  {
    result = outer_fn(result);
  }
  printf("nested: %d\n", result);
  printf("list form: sum %d, host %d\n", run(100), scale(1));
  return 0;
}
