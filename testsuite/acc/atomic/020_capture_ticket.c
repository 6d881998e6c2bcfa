// atomic capture as a ticket dispenser: each iteration gets a unique slot in an output list.
// expect-exit: 0
// expect-stdout:
// | ticket count 334 sum 166833
#include <stdio.h>
#include <openacc.h>
#define N 1000
int main(void) {
  int next = 0;
  int list[N], cnt = 0;
  for (int i = 0; i < N; i++) list[i] = -1;
  #pragma acc parallel loop copy(next, list)
  for (int i = 0; i < N; i++) {
    if (i % 3 == 0) {
      int slot;
      #pragma acc atomic capture
      slot = next++;
      list[slot] = i;
    }
  }
  long s = 0;
  for (int i = 0; i < next; i++) { s += list[i]; cnt += list[i] % 3 == 0; }
  printf("ticket count %d sum %ld\n", next, s);
  return !(next == 334 && cnt == 334 && s == 166833);
}
