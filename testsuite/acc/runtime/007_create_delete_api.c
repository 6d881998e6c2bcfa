// acc_create / acc_present_or_create / acc_pcopyin share counts; acc_delete twice releases.
// expect-exit: 0
// expect-stdout:
// | create/delete api still 1 sum 390.0
#include <stdio.h>
#include <openacc.h>
#define N 40
int main(void) {
  double a[N], out[N];
  for (int i = 0; i < N; i++) a[i] = i;
  acc_create(out, sizeof out);
  acc_pcopyin(a, sizeof a);
  acc_present_or_create(out, sizeof out);
  #pragma acc parallel loop present(a, out)
  for (int i = 0; i < N; i++) out[i] = a[i] * 0.5;
  acc_delete(out, sizeof out);
  int still = acc_is_present(out, sizeof out);
  acc_copyout(out, sizeof out);
  acc_delete(a, sizeof a);
  double s = 0;
  for (int i = 0; i < N; i++) s += out[i];
  printf("create/delete api still %d sum %.1f\n", still, s);
  return !(still && s == 390.0);
}
