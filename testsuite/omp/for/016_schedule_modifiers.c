// Schedule modifiers monotonic and nonmonotonic on dynamic and guided, and the simd
// modifier on static: they change the order chunks are handed out, never the results.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 44850 89700 134550 179400 each thrice 1
#include <stdio.h>
#include <omp.h>

int main(void) {
  long s1 = 0, s2 = 0, s3 = 0, s4 = 0;
  int hits[300] = {0};
#pragma omp parallel for schedule(monotonic: dynamic, 3) reduction(+: s1)
  for (int i = 0; i < 300; i++) {
    s1 += i;
    hits[i]++;
  }
#pragma omp parallel for schedule(nonmonotonic: dynamic, 5) reduction(+: s2)
  for (int i = 0; i < 300; i++) {
    s2 += 2 * i;
    hits[i]++;
  }
#pragma omp parallel for schedule(monotonic: guided) reduction(+: s3)
  for (int i = 0; i < 300; i++) {
    s3 += 3 * i;
    hits[i]++;
  }
#pragma omp parallel for simd schedule(simd: static, 7) reduction(+: s4)
  for (int i = 0; i < 300; i++)
    s4 += 4 * i;
  int ok = 1;
  for (int i = 0; i < 300; i++)
    ok &= hits[i] == 3;
  printf("%ld %ld %ld %ld each thrice %d\n", s1, s2, s3, s4, ok);
  return 0;
}
