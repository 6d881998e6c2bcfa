// private and firstprivate on parallel: private copies start uninitialised and never touch
// the original, firstprivate copies start with the original's value; variables declared in
// the region are private too (§2.15.1.1); shared ones are seen by all.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | scratch 111 base 1000 scale 2.5
// | out 1000 1001 1002 1003 errors 0
#include <stdio.h>
#include <omp.h>

int main(void) {
  int scratch = 111, base = 1000, errors = 0;
  double scale = 2.5;
  int out[4] = {0};
#pragma omp parallel num_threads(4) private(scratch) firstprivate(base, scale) shared(out, errors)
  {
    int me = omp_get_thread_num();
    scratch = me * 10;            /* each thread its own */
    base += me;                   /* starts at 1000 in every thread */
    double local = scale * me;    /* declared inside: private */
#pragma omp barrier
    if (scratch != me * 10 || base != 1000 + me || local != 2.5 * me) {
#pragma omp atomic
      errors++;
    }
    out[me] = base;
  }
  printf("scratch %d base %d scale %.1f\n", scratch, base, scale);
  printf("out %d %d %d %d errors %d\n", out[0], out[1], out[2], out[3], errors);
  return errors;
}
