// A histogram with atomic update into a device array (the classic atomic use).
// expect-exit: 0
// expect-stdout:
// | histogram total 100000 h0 6251 h15 6215 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 100000
#define B 16
int main(void) {
  static unsigned data[N];
  unsigned s = 12345u;
  for (int i = 0; i < N; i++) { s = s * 1103515245u + 12345u; data[i] = (s >> 16) % B; }
  int hist[B] = {0};
  #pragma acc parallel loop copyin(data) copy(hist)
  for (int i = 0; i < N; i++) {
    #pragma acc atomic update
    hist[data[i]]++;
  }
  int e[B] = {0}, bad = 0, tot = 0;
  for (int i = 0; i < N; i++) e[data[i]]++;
  for (int b = 0; b < B; b++) { bad += hist[b] != e[b]; tot += hist[b]; }
  printf("histogram total %d h0 %d h15 %d bad %d\n", tot, hist[0], hist[B - 1], bad);
  return bad != 0;
}
