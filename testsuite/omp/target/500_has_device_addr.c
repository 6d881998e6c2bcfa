// has_device_addr (OpenMP 5.1 §2.21.4.7) on target constructs: the list items' storage already
// is the device's (after use_device_addr of an enclosing target data region), so the region
// works on it without mapping it again, and the data region's end copies it back: an array,
// and an array parameter's elements through use_device_ptr and is_device_ptr. oxacc
// refused the clause ("not supported yet"; OpenMP_VV 5.1 test_target_has_device_addr).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | s: 20
// | a: 2 4 6 8
// | b: 11 12 13 14 15 16
#include <stdio.h>

static void bump(int *b, int n) {
#pragma omp target data map(tofrom: b[0:n])
  {
#pragma omp target data use_device_ptr(b)
    {
#pragma omp target is_device_ptr(b)
      for (int i = 0; i < n; i++)
        b[i] += 10;
    }
  }
}

int main(void) {
  int a[4] = {1, 2, 3, 4}, s = 0, b[6];
  for (int i = 0; i < 6; i++)
    b[i] = i + 1;
#pragma omp target data map(tofrom: a)
  {
#pragma omp target data use_device_addr(a)
    {
#pragma omp target has_device_addr(a) map(tofrom: s)
      {
        for (int i = 0; i < 4; i++) {
          a[i] *= 2;
          s += a[i];
        }
      }
    }
  }
  bump(b, 6);
  printf("s: %d\n", s);
  printf("a: %d %d %d %d\n", a[0], a[1], a[2], a[3]);
  printf("b:");
  for (int i = 0; i < 6; i++)
    printf(" %d", b[i]);
  printf("\n");
  return 0;
}
