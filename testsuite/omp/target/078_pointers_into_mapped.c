// Pointers in target regions (OpenMP 4.5 §2.15.5: a pointer is treated as a zero-length array section): a pointer into a mapped array used inside the region, pointer arithmetic on it, a pointer to a mapped structure, and a pointer parameter of a device function.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | data[50]=100 data[59]=118 data[60]=60 sum=1635 n=20
#include <stdio.h>

#define N 100

struct acc { double sum; int n; };

#pragma omp declare target
static void accumulate(struct acc *a, const double *v, int n) {
  for (int i = 0; i < n; i++) { a->sum += v[i]; a->n++; }
}
#pragma omp end declare target

int main(void) {
  double data[N];
  for (int i = 0; i < N; i++) data[i] = i;
  struct acc tot = {0, 0};
  double *mid = data + N / 2;
  struct acc *pt = &tot;
#pragma omp target data map(tofrom: data, tot)
  {
#pragma omp target
    {
      for (int k = 0; k < 10; k++) mid[k] *= 2;
      accumulate(pt, mid - 5, 20);
    }
  }
  printf("data[50]=%.0f data[59]=%.0f data[60]=%.0f sum=%.0f n=%d\n", data[50], data[59], data[60], tot.sum, tot.n);
  return 0;
}
