// Structures and arrays of structures in map clauses (OpenMP 4.5 §2.15.5.1): a whole structure, its array member, an array of structures and a section of one, written back to the host; implicit mapping of a structure a target region uses.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | array of structs: p[0].x=5.0 p[39].x=44.0
// | struct: total=4.278543
// | section: p[9].id=9 p[10].id=-10 p[29].id=-29 p[30].id=30
// | implicit: f.data[39]=39
#include <stdio.h>

#define N 40

struct particle { double x, v; int id; };
struct field { int n; double data[N]; double total; };

int main(void) {
  struct particle p[N];
  for (int i = 0; i < N; i++) { p[i].x = i; p[i].v = 0.5; p[i].id = i; }
  struct field f = {N, {0}, 0};
  for (int i = 0; i < N; i++) f.data[i] = 1.0 / (i + 1);
#pragma omp target teams distribute parallel for map(tofrom: p)
  for (int i = 0; i < N; i++) p[i].x += p[i].v * 10;
  printf("array of structs: p[0].x=%.1f p[39].x=%.1f\n", p[0].x, p[39].x);
#pragma omp target map(tofrom: f)
  {
    double s = 0;
    for (int i = 0; i < f.n; i++) s += f.data[i];
    f.total = s;
  }
  printf("struct: total=%.6f\n", f.total);
#pragma omp target teams distribute parallel for map(tofrom: p[10:20])
  for (int i = 10; i < 30; i++) p[i].id = -p[i].id;
  printf("section: p[9].id=%d p[10].id=%d p[29].id=%d p[30].id=%d\n", p[9].id, p[10].id, p[29].id, p[30].id);
  /* Implicitly mapped tofrom (an aggregate). */
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++) f.data[i] = i;
  printf("implicit: f.data[39]=%.0f\n", f.data[39]);
  return 0;
}
