// serial with copyin, copyout, copy and firstprivate.
// serial: differs (without -fopenacc the write to the firstprivate k changes the host variable)
// expect-exit: 0
// expect-stdout:
// | serial clauses sum 9900 k 3
#include <stdio.h>
#include <openacc.h>
#define N 50
int main(void) {
  int in[N], out[N], both[N];
  int k = 3;
  for (int i = 0; i < N; i++) { in[i] = i; both[i] = 100; }
  #pragma acc serial copyin(in) copyout(out) copy(both) firstprivate(k)
  {
    for (int i = 0; i < N; i++) { out[i] = in[i] * k; both[i] += in[i]; }
    k = 0;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += out[i] + both[i];
  printf("serial clauses sum %ld k %d\n", s, k);
  return !(s == 3 * 1225 + 5000 + 1225 && k == 3);
}
