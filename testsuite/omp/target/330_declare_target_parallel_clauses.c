// Data-sharing clauses of a parallel region and of its worksharing loop in a `declare target`
// function (OpenMP 4.5 §2.10.6, §2.15.3; docs/design.md decision 43: a team of one thread,
// on the device and on the host): firstprivate copies start from the value before the
// construct and stay the thread's, lastprivate and linear leave the sequentially last
// iteration's value, a reduction on the region combines into the variable. Called from a
// target region and from the host, the way an application's library routine is.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | device: 99110 a[0] 10 a[99] 208 sum 4950 scale 2
// | host: 49056 a[0] 6 a[49] 104 sum 1225 scale 2
#include <stdio.h>

#pragma omp declare target
static int work(int *a, int n, int *sum, int *scale) {
  int last = -1, off = 10 - (n == 50) * 4, j = 0, s = 0, k = 2;
#pragma omp parallel firstprivate(k) reduction(+: s)
  {
#pragma omp for lastprivate(last) firstprivate(off) linear(j: 1)
    for (int i = 0; i < n; i++) {
      a[i] = i + off + j;
      off++;
      off--;
      last = i;
      j++;
      s += i;
    }
    k = 0; /* the thread's copy */
  }
  *sum = s;
  *scale = k;
  return last * 1000 + off + j;
}
#pragma omp end declare target

int main(void) {
  int a[100], r = 0, sum = 0, scale = 0;
#pragma omp target map(tofrom: a, r, sum, scale)
  r = work(a, 100, &sum, &scale);
  printf("device: %d a[0] %d a[99] %d sum %d scale %d\n", r, a[0], a[99], sum, scale);
  r = work(a, 50, &sum, &scale);
  printf("host: %d a[0] %d a[49] %d sum %d scale %d\n", r, a[0], a[49], sum, scale);
  return 0;
}
