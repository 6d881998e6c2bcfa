// enter data if(cond) / exit data if(cond): with false conditions nothing happens and the
// compute region copies implicitly. Same result either way.
// expect-exit: 0
// expect-stdout:
// | enter/exit if 7245 7245
#include <stdio.h>
#include <openacc.h>
#define N 70
static int go(int cond) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc enter data copyin(a) if(cond)
  #pragma acc parallel loop copy(a)
  for (int i = 0; i < N; i++) a[i] = 3 * a[i];
  #pragma acc exit data copyout(a) if(cond)
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  return s;
}
int main(void) {
  int t = go(1), f = go(0);
  printf("enter/exit if %d %d\n", t, f);
  return !(t == f && t == 3 * 2415);
}
