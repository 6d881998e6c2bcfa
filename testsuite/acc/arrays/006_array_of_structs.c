// An array of structs copied whole; members updated in a parallel loop.
// expect-exit: 0
// expect-stdout:
// | array of structs 47100.0 ids 44850 v 8.0
#include <stdio.h>
#include <openacc.h>
#define N 300
struct particle { double x, v; int id; };
int main(void) {
  static struct particle p[N];
  for (int i = 0; i < N; i++) { p[i].x = i; p[i].v = 0.5; p[i].id = i; }
  for (int step = 0; step < 4; step++) {
    #pragma acc parallel loop copy(p)
    for (int i = 0; i < N; i++) { p[i].x += p[i].v; p[i].v *= 2; }
  }
  double s = 0;
  long ids = 0;
  for (int i = 0; i < N; i++) { s += p[i].x; ids += p[i].id; }
  printf("array of structs %.1f ids %ld v %.1f\n", s, ids, p[0].v);
  return !(s == 44850.0 + N * 7.5 && p[0].v == 8.0);
}
