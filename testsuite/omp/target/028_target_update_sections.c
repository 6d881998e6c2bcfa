// target update (OpenMP 4.5 §2.10.5) inside a target data region: to and from on array sections, on parts of a structure, with if(), in a loop of time steps (the host reads only what it updated).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | step 0: a[0]=1 a[9]=10
// | step 1: a[0]=3 a[9]=12
// | step 2: a[0]=6 a[9]=15
// | section: a[45]=51 a[55]=58
// | after the region: a[45]=51 a[70]=73 a[99]=102
#include <stdio.h>

#define N 100

struct grid { int n; double v[N]; };

int main(void) {
  double a[N];
  struct grid g = {N, {0}};
  for (int i = 0; i < N; i++) { a[i] = i; g.v[i] = 1; }
#pragma omp target data map(tofrom: a) map(to: g)
  {
    for (int step = 0; step < 3; step++) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < N; i++) a[i] += g.v[i];
      /* Bring back only the first ten elements. */
#pragma omp target update from(a[0:10])
      printf("step %d: a[0]=%.0f a[9]=%.0f\n", step, a[0], a[9]);
      for (int i = 0; i < N / 2; i++) g.v[i] = step + 2;
#pragma omp target update to(g.v[0:N / 2])
      /* A false if(): no copy (nothing changed anyway). */
#pragma omp target update to(g) if(step < 0)
    }
#pragma omp target update from(a[40:20])
    printf("section: a[45]=%.0f a[55]=%.0f\n", a[45], a[55]);
  }
  printf("after the region: a[45]=%.0f a[70]=%.0f a[99]=%.0f\n", a[45], a[70], a[99]);
  return 0;
}
