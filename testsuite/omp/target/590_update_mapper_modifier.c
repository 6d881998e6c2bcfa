// The `mapper(id)` motion modifier of `target update` (OpenMP 5.0 §2.12.6 with §2.19.7.3):
// `to(mapper(deep): *v)` and `from(mapper(deep): *v)` move what the named mapper maps (the
// structure and the run of elements its pointer member addresses), not the structure alone;
// a structure type with both a default and a named mapper, a file-scope structure that
// functions refresh and update through the named one between regions. Before,
// "unknown motion modifier 'mapper(deep)'" stopped the compilation.
// expect-from: hand (gcc 12 has no 'declare mapper'; the values are the loops' closed forms:
// 10*(0+…+63) = 20160, +64 after one region: 20224, the host's +1 each after the
// last update: 20288)
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | deep 20224 host 20288 n 64
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *d;
} field;

#pragma omp declare mapper(field f) map(f)
#pragma omp declare mapper(deep: field f) map(f, f.d[0:f.n])

static field f;

static void refresh(void) {
  for (int i = 0; i < f.n; i++)
    f.d[i] = 10.0 * i;
#pragma omp target update to(mapper(deep): f)
}

static void bump(void) {
#pragma omp target map(mapper(deep), alloc: f)
  for (int i = 0; i < f.n; i++)
    f.d[i] += 1.0;
#pragma omp target update from(mapper(deep): f)
}

int main(void) {
  f.n = 64;
  f.d = malloc(64 * sizeof(double));
  for (int i = 0; i < 64; i++)
    f.d[i] = -1.0;
#pragma omp target enter data map(mapper(deep), to: f)
  refresh();
  bump();
  double deep = 0;
  for (int i = 0; i < f.n; i++)
    deep += f.d[i];
  for (int i = 0; i < f.n; i++)
    f.d[i] += 1.0;
  double host = 0;
  for (int i = 0; i < f.n; i++)
    host += f.d[i];
#pragma omp target exit data map(mapper(deep), release: f)
  printf("deep %.0f host %.0f n %d\n", deep, host, f.n);
  free(f.d);
  return deep == 20224.0 ? 0 : 1;
}
