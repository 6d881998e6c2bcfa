// parallel num_gangs(8) reduction(+:x) with a loop gang vector reduction(+:x) and gang-redundant x += 1 before and after it: spec semantics give one increment per gang each (counted with an atomic).
// expect-exit: 0
// expect-stdout:
// | parallel reduction loop part -11 extra per gang 2 ok 1 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 100003
#define G 8
static int a[N];
int main(void) {
  for (int i = 0; i < N; i++) a[i] = i % 23 - 11;
  long e = 0;
  for (int i = 0; i < N; i++) e += a[i];
  long x = 1000;
  int gangs = 0;
  #pragma acc parallel num_gangs(G) reduction(+:x) copyin(a) copy(gangs)
  {
    x += 1;
    #pragma acc atomic update
    gangs += 1;
    #pragma acc loop gang vector reduction(+:x)
    for (int i = 0; i < N; i++) x += a[i];
    x += 1;
  }
  /* gang-redundant code runs once per gang: G gangs on a device, 1 with a host fallback */
  int bad = (gangs < 1 || gangs > G) + (x != 1000 + e + 2L * gangs);
  printf("parallel reduction loop part %ld extra per gang 2 ok %d bad %d\n", e, x - e - 1000 == 2L * gangs, bad);
  return bad != 0;
}
