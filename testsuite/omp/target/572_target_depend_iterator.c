// `target … depend(iterator(k = 0:n), in: a[k])` (OpenMP 5.0 §2.1.6, §2.12.5, §2.17.11): the
// target construct waits for the deferred writer task of every element its iterator names, in
// a function taking a pointer; the writers finish last-to-first after delays, so a missing
// dependence shows as a smaller sum. oxacc refused the iterator modifier, and ran target
// constructs without waiting for their dependences.
// args: -fopenmp
// expect-from: hand (gcc 12 stops with an internal compiler error in make_decl_rtl on a target
// construct's depend iterator; the sum 1+…+8 follows from the dependences whatever the timing)
// expect-exit: 0
// expect-stdout:
// | iterator 36
#include <stdio.h>
#include <unistd.h>

static int device_sum(int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
#pragma omp task depend(out: a[i]) firstprivate(i)
    {
      usleep(4000 * (n - i));
      a[i] = i + 1;
    }
  }
#pragma omp target map(to: a[0:n]) map(tofrom: s) depend(iterator(k = 0:n), in: a[k])
  for (int k = 0; k < n; k++) s += a[k];
  return s;
}

int main(void) {
  int a[8] = {0}, sum = 0;
#pragma omp parallel num_threads(4)
#pragma omp single
  sum = device_sum(a, 8);
  printf("iterator %d\n", sum);
  return 0;
}
