// parallel loop gang worker vector (num_workers(4)) over 100003 elements, every element written once.
// expect-exit: 0
// expect-stdout:
// | gang worker vector sum 97483759 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 100003
int main(void) {
  static int x[N], cnt[N];
  for (int i = 0; i < N; i++) { x[i] = i % 977; cnt[i] = 0; }
  #pragma acc parallel loop gang worker vector num_workers(4) copyin(x) copy(cnt)
  for (int i = 0; i < N; i++) cnt[i] += x[i] * 2 + 1;
  int bad = 0;
  long s = 0;
  for (int i = 0; i < N; i++) {
    bad += cnt[i] != (i % 977) * 2 + 1;
    s += cnt[i];
  }
  printf("gang worker vector sum %ld bad %d\n", s, bad);
  return bad != 0;
}
