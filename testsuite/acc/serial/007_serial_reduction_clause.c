// reduction clause on the serial construct itself, plus a loop inside.
// expect-exit: 0
// expect-stdout:
// | serial min -50 max 50
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  int v[N];
  for (int i = 0; i < N; i++) v[i] = (i * 37) % 101 - 50;
  int mn = 1000, mx = -1000;
  #pragma acc serial copyin(v) reduction(min:mn) reduction(max:mx)
  {
    for (int i = 0; i < N; i++) {
      if (v[i] < mn) mn = v[i];
      if (v[i] > mx) mx = v[i];
    }
  }
  printf("serial min %d max %d\n", mn, mx);
  int emn = 1000, emx = -1000;
  for (int i = 0; i < N; i++) { if (v[i] < emn) emn = v[i]; if (v[i] > emx) emx = v[i]; }
  return !(mn == emn && mx == emx);
}
