// Implicit data sharing (§2.15.1.1): variables declared before the region are shared,
// those declared inside (also in nested blocks and loop bodies) are private, static locals
// are shared, loop variables of worksharing loops are private even when declared outside.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | counter 4 statics 4 errors 0
#include <stdio.h>
#include <omp.h>

int main(void) {
  int shared_counter = 0, i, errors = 0;
  static int statics = 0;
#pragma omp parallel num_threads(4) reduction(+:errors)
  {
    int mine = omp_get_thread_num();
    {
      int nested = mine * 2;
      for (int k = 0; k < 3; k++) {
        int body_local = nested + k;
        errors += body_local != mine * 2 + k;
      }
    }
#pragma omp for
    for (i = 0; i < 1000; i++) {
      int t = i * 2;
      errors += t != 2 * i;
    }
#pragma omp atomic
    shared_counter++;
#pragma omp critical
    statics += 1;
    errors += mine != omp_get_thread_num();
  }
  printf("counter %d statics %d errors %d\n", shared_counter, statics, errors);
  return errors;
}
