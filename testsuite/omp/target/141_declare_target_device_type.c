// `declare target` with `device_type` (OpenMP 5.0 §2.12.7): functions for `any` device
// called from host code and from target regions alike, one declared through its name list
// after its definition and one through the enclosed form, a `nohost`-free program whose
// device functions call each other (a function called from a declared function is declared
// implicitly, 5.0 §2.12.7), and a recursive device function.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | host: 55 120 30
// | device: 55 120 30
// | table: 0 1 4 9 16 25 36 49
#include <stdio.h>

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
#pragma omp declare target to(fib) device_type(any)

#pragma omp declare target
static int square(int x) { return x * x; }
static int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
static int sum_squares(int n) {
  int s = 0;
  for (int i = 1; i <= n; i++) s += square(i);
  return s;
}
#pragma omp end declare target

int main(void) {
  printf("host: %d %d %d\n", fib(10), fact(5), sum_squares(4));
  int r[3], t[8];
#pragma omp target map(from: r)
  {
    r[0] = fib(10);
    r[1] = fact(5);
    r[2] = sum_squares(4);
  }
  printf("device: %d %d %d\n", r[0], r[1], r[2]);
#pragma omp target teams distribute parallel for map(from: t)
  for (int i = 0; i < 8; i++) t[i] = square(i);
  printf("table:");
  for (int i = 0; i < 8; i++) printf(" %d", t[i]);
  printf("\n");
  return 0;
}
