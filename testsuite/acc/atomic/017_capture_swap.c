// atomic capture swap form { v = x; x = e; }: exactly one iteration sees the initial value.
// expect-exit: 0
// expect-stdout:
// | capture swap x 7 initial 1 sevens 299
#include <stdio.h>
#include <openacc.h>
#define N 300
int main(void) {
  int x = -1;
  int old[N];
  #pragma acc parallel loop copy(x) copyout(old)
  for (int i = 0; i < N; i++) {
    int v;
    #pragma acc atomic capture
    { v = x; x = 7; }
    old[i] = v;
  }
  int initial = 0, sevens = 0;
  for (int i = 0; i < N; i++) { initial += old[i] == -1; sevens += old[i] == 7; }
  printf("capture swap x %d initial %d sevens %d\n", x, initial, sevens);
  return !(x == 7 && initial == 1 && sevens == N - 1);
}
