// A default `declare mapper` (OpenMP 5.0 §2.19.7.3) with its own `always` map type modifier,
// applied to a structure whose members `enter data` mapped one by one: the mapper's maps
// of the whole structure find it present (5.0 §2.19.7.1: the storage of mapped members is
// the structure's), its `always, from` brings the data back at the end of each target
// region, and a named mapper (`mapper(grid)`) and `target update` through the default
// mapper reach the same storage. A field solver keeping its vector on the device between
// calls.
// expect-from: hand (gcc 12 has no 'declare mapper'; the values are the loops' closed forms:
// 0+…+99 = 4950, after doubling 9900, then +1 each: 10000)
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | init 4950 doubled 9900 bumped 10000 len 100
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  size_t len;
  int *data;
} vec;

#pragma omp declare mapper(vec v) map(always, from: v, v.data[0:v.len])
#pragma omp declare mapper(grid: vec v) map(tofrom: v.len, v.data[0:v.len])

static void fill(vec *v) {
  for (size_t i = 0; i < v->len; i++)
    v->data[i] = (int)i;
}

static long total(const vec *v) {
  long s = 0;
  for (size_t i = 0; i < v->len; i++)
    s += v->data[i];
  return s;
}

int main(void) {
  vec s;
  s.len = 100;
  s.data = calloc(s.len, sizeof(int));
#pragma omp target enter data map(to: s.len, s.data[0:s.len]) map(alloc: s.data)
#pragma omp target
  fill(&s);
  long init = total(&s);
#pragma omp target
  for (size_t i = 0; i < s.len; i++)
    s.data[i] *= 2;
  long doubled = total(&s);
#pragma omp target map(mapper(grid), tofrom: s)
  for (size_t i = 0; i < s.len; i++)
    s.data[i] += 1;
#pragma omp target update from(s)
  long bumped = total(&s);
#pragma omp target exit data map(delete: s.len, s.data, s.data[0:s.len])
  printf("init %ld doubled %ld bumped %ld len %zu\n", init, doubled, bumped, s.len);
  free(s.data);
  return !(init == 4950 && doubled == 9900 && bumped == 10000 && s.len == 100);
}
