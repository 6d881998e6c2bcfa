// max reduction and then a second pass to find the first index of the maximum (a min reduction).
// expect-exit: 0
// expect-stdout:
// | max 2002 at 280
#include <stdio.h>
#include <openacc.h>
#define N 3001
int main(void) {
  static int v[N];
  for (int i = 0; i < N; i++) v[i] = (i * 7919) % 2003;
  int mx = -1, first = N;
  #pragma acc data copyin(v)
  {
    #pragma acc parallel loop reduction(max:mx)
    for (int i = 0; i < N; i++) mx = v[i] > mx ? v[i] : mx;
    #pragma acc parallel loop reduction(min:first)
    for (int i = 0; i < N; i++) if (v[i] == mx && i < first) first = i;
  }
  printf("max %d at %d\n", mx, first);
  return v[first] != mx;
}
