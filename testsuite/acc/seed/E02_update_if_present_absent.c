// Seed 3.3 §8 E2 (spec §2.1, L905-907): update device(array[0:size()]) if_present on an absent
// array: no error; size() may or may not be called. (The listing's missing `\` is a typo per
// seed §10.12, so the directive is written on one line.)
// expect-exit: 0
// expect-stdout:
// | E2 absent update is a no-op, sum 45, size() called at most once: 1
#include <stdio.h>
#include <openacc.h>
static int calls;
static int size(void) { calls++; return 10; }
int main(void) {
  int array[10];
  for (int i = 0; i < 10; i++) array[i] = i;
  #pragma acc update device(array[0:size()]) if_present
  int s = 0;
  for (int i = 0; i < 10; i++) s += array[i];
  printf("E2 absent update is a no-op, sum %d, size() called at most once: %d\n", s, calls <= 1);
  return !(s == 45 && calls <= 1);
}
