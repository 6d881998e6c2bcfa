// `target data` with map clauses and `use_device_ptr` on the same directive (OpenMP 4.5
// §2.10.1; 5.0 §2.12.2: the maps take effect first, so the list item may be mapped by the
// construct itself): in the statement the pointer is the device address, which a "library"
// routine taking device pointers (`is_device_ptr`) uses, the way code hands arrays to a GPU
// library. Also the suite's form: the array mapped by an enclosing region, a dummy map here
// (OpenMP_VV test_target_data_use_device_ptr).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | y[10] 26.0 sum 1249750.0, a[10] 11 sum 500500, b sum 1001000
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1000

// A routine that takes device addresses (as a GPU library would).
static void dev_axpy(int n, double alpha, const double *x, double *y) {
#pragma omp target teams distribute parallel for is_device_ptr(x, y)
  for (int i = 0; i < n; i++)
    y[i] += alpha * x[i];
}

int main(void) {
  double *x = malloc(N * sizeof(double)), *y = malloc(N * sizeof(double));
  int *a = malloc(N * sizeof(int)), *b = malloc(N * sizeof(int)), dummy = 0;
  for (int i = 0; i < N; i++) {
    x[i] = i;
    y[i] = 1.0;
    a[i] = i;
    b[i] = 0;
  }
  // The construct maps x and y and hands their device addresses to the routine.
#pragma omp target data map(to: x[0:N]) map(tofrom: y[0:N]) use_device_ptr(x, y)
  {
    dev_axpy(N, 2.0, x, y);
    dev_axpy(N, 0.5, x, y);
  }
#pragma omp target data map(tofrom: a[0:N])
  {
#pragma omp target data map(dummy) use_device_ptr(a)
    {
#pragma omp target is_device_ptr(a) map(tofrom: b[0:N])
      for (int i = 0; i < N; i++) {
        a[i] += 1;
        b[i] = 2 * a[i];
      }
    }
  }
  double sy = 0;
  long sa = 0, sb = 0;
  for (int i = 0; i < N; i++) {
    sy += y[i];
    sa += a[i];
    sb += b[i];
  }
  printf("y[10] %.1f sum %.1f, a[10] %d sum %ld, b sum %ld\n", y[10], sy, a[10], sa, sb);
  free(x);
  free(y);
  free(a);
  free(b);
  return 0;
}
