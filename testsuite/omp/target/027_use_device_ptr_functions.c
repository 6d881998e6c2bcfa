// target data with use_device_ptr and use_device_addr (OpenMP 4.5 §2.10.1, 5.0): the device addresses of mapped data handed to functions whose target regions take them with is_device_ptr, written the application way (pointers, functions without prototypes).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | use_device_ptr: x[0]=1.0 x[499]=999.0 sum=250000.0
// | use_device_addr: arr[4]=1.00 arr[99]=24.75
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static void scale_on_device(double *dp, int n, double f) {
#pragma omp target teams distribute parallel for is_device_ptr(dp)
  for (int i = 0; i < n; i++) dp[i] *= f;
}

static void add_on_device(dp, q, n)
double *dp, *q;
int n;
{
#pragma omp target teams distribute parallel for is_device_ptr(dp, q)
  for (int i = 0; i < n; i++) dp[i] += q[i];
}

int main(void) {
  int n = 500;
  double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (int i = 0; i < n; i++) { x[i] = i; y[i] = 1.0; }
#pragma omp target data map(tofrom: x[0:n]) map(to: y[0:n])
  {
#pragma omp target data use_device_ptr(x, y)
    {
      scale_on_device(x, n, 2.0);
      add_on_device(x, y, n);
    }
  }
  double s = 0;
  for (int i = 0; i < n; i++) s += x[i];
  printf("use_device_ptr: x[0]=%.1f x[499]=%.1f sum=%.1f\n", x[0], x[n - 1], s);

  double arr[100];
  for (int i = 0; i < 100; i++) arr[i] = 1;
#pragma omp target data map(tofrom: arr)
  {
#pragma omp target data use_device_addr(arr)
    {
      double *dp = arr;
#pragma omp target is_device_ptr(dp)
      for (int i = 0; i < 100; i++) dp[i] = i * 0.25;
    }
  }
  printf("use_device_addr: arr[4]=%.2f arr[99]=%.2f\n", arr[4], arr[99]);
  free(x);
  free(y);
  return 0;
}
