// The `present` motion modifier of `target update` (OpenMP 5.1 §2.21.6): `to(present: list)`
// and `from(present: list)` copy items the enclosing data environment maps. An array, a
// scalar, a structure, an array section through a pointer parameter, as a routine that works
// on data its caller mapped. oxacc refused the modifier (the clause took a plain list).
// args: -fopenmp
// expect-from: hand (gcc 12 does not parse the modifier; without it gcc prints these lines)
// expect-exit: 0
// expect-stdout:
// | s: 11
// | a: 2 4 6 8
// | t: 5 20
// | b: 1 102 103 4
#include <stdio.h>

struct pair {
  int x, y[2];
};

static void bump(int *b) {
#pragma omp target update to(present: b[1:2])
#pragma omp target
  for (int i = 1; i < 3; i++)
    b[i] += 100;
#pragma omp target update from(present: b[1:2])
}

int main(void) {
  int s = 1, a[4] = {1, 2, 3, 4}, b[4] = {1, 2, 3, 4};
  struct pair t = {1, {0, 0}};
#pragma omp target enter data map(alloc: s, a, t, b)
  s = 10;
  t.x = 4;
  t.y[1] = 20;
#pragma omp target update to(present: s, a, t)
#pragma omp target map(tofrom: s)
  {
    s += 1;
    for (int i = 0; i < 4; i++)
      a[i] *= 2;
    t.x += 1;
  }
#pragma omp target update from(present: s, a, t)
  bump(b);
#pragma omp target exit data map(delete: s, a, t, b)
  printf("s: %d\n", s);
  printf("a: %d %d %d %d\n", a[0], a[1], a[2], a[3]);
  printf("t: %d %d\n", t.x, t.y[1]);
  printf("b: %d %d %d %d\n", b[0], b[1], b[2], b[3]);
  return 0;
}
