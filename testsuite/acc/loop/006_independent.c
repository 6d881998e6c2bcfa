// loop independent (explicit) on a gather through an index array.
// expect-exit: 0
// expect-stdout:
// | independent dst[0] 9 dst[511] 260100 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 512
int main(void) {
  int idx[N], src[N], dst[N];
  for (int i = 0; i < N; i++) { idx[i] = (i * 5 + 3) % N; src[i] = i * i; }
  #pragma acc parallel loop independent copyin(idx, src) copyout(dst)
  for (int i = 0; i < N; i++) dst[i] = src[idx[i]];
  int bad = 0;
  for (int i = 0; i < N; i++) bad += dst[i] != src[(i * 5 + 3) % N];
  printf("independent dst[0] %d dst[511] %d bad %d\n", dst[0], dst[N - 1], bad);
  return bad != 0;
}
