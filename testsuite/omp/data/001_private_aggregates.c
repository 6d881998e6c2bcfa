// private and firstprivate arrays and structs: each thread gets its own copy (firstprivate
// initialised from the original), and the originals are unchanged afterwards.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | errors 0 work[3] -1.0 p 5 2.0 orig lut 20 40
#include <stdio.h>
#include <omp.h>

struct params { int n; double coef[3]; char tag[8]; };

int main(void) {
  double work[16];
  for (int i = 0; i < 16; i++) work[i] = -1.0;
  struct params p = {5, {1.0, 2.0, 3.0}, "orig"};
  int lut[4] = {10, 20, 30, 40};
  int errors = 0;
#pragma omp parallel num_threads(4) private(work) firstprivate(p, lut) reduction(+:errors)
  {
    int me = omp_get_thread_num();
    for (int i = 0; i < 16; i++) work[i] = me + i;
    p.coef[1] += me;
    lut[me] += me;
    p.tag[0] = (char)('a' + me);
#pragma omp barrier
    for (int i = 0; i < 16; i++) errors += work[i] != me + i;
    errors += p.n != 5 || p.coef[1] != 2.0 + me || p.coef[2] != 3.0;
    for (int k = 0; k < 4; k++) errors += lut[k] != (k + 1) * 10 + (k == me ? me : 0);
    errors += p.tag[0] != 'a' + me || p.tag[1] != 'r';
  }
  printf("errors %d work[3] %.1f p %d %.1f %s lut %d %d\n", errors, work[3], p.n, p.coef[1], p.tag, lut[1], lut[3]);
  return errors;
}
