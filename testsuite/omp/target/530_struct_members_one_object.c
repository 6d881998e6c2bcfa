// Structure members mapped one by one are one object (OpenMP 5.0 §2.19.7.1): after
// `enter data` of a structure's members (a length and the data a pointer member points to),
// a later map of the whole structure finds it present — the storage of the mapped members
// covers it — and a `target update` of the whole structure reaches it. A particle set of an
// application kept on the device, updated by functions that take the structure's address.
// Before, on discrete memory the whole structure was "partly present" (its members were
// separate mappings) and the pointer member, which no clause maps, never got attached.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 4950 scaled 9900 count 100 tag 7
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int count;
  int tag;
  double *x;
} particles;

static void scale(particles *p, double f) {
#pragma omp target map(tofrom: p[0:1])
  for (int i = 0; i < p->count; i++)
    p->x[i] *= f;
}

int main(void) {
  particles p;
  p.count = 100;
  p.tag = 3;
  p.x = malloc(100 * sizeof(double));
  for (int i = 0; i < 100; i++)
    p.x[i] = i;
#pragma omp target enter data map(to: p.count, p.tag, p.x[0:p.count])
  double sum = 0;
#pragma omp target map(tofrom: p, sum)
  {
    for (int i = 0; i < p.count; i++)
      sum += p.x[i];
    p.tag = 7;
  }
  scale(&p, 2.0);
#pragma omp target update from(p)
  double scaled = 0;
#pragma omp target exit data map(from: p.x[0:p.count]) map(release: p.count, p.tag)
  for (int i = 0; i < p.count; i++)
    scaled += p.x[i];
  printf("sum %.0f scaled %.0f count %d tag %d\n", sum, scaled, p.count, p.tag);
  free(p.x);
  return !(sum == 4950 && scaled == 9900 && p.tag == 7);
}
