// Worksharing loops over unsigned char, unsigned long, long long with large bounds and
// steps, and a loop whose bounds are calls (how often they run is unspecified).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 4515 166833 -3003 67 calls>0 1
#include <stdio.h>
#include <omp.h>

static int calls;
static long bound(long v) {
  calls++;
  return v;
}

int main(void) {
  long s1 = 0, s2 = 0, s3 = 0, s4 = 0;
#pragma omp parallel for reduction(+: s1)
  for (unsigned char c = 10; c < 250; c += 7)
    s1 += c;
#pragma omp parallel for reduction(+: s2)
  for (unsigned long u = 4000000000UL; u < 4000001000UL; u += 3)
    s2 += (long)(u - 4000000000UL);
#pragma omp parallel for reduction(+: s3) schedule(dynamic, 100)
  for (long long v = -5000000000LL; v <= -4999990000LL; v += 10)
    s3 += v % 7;
#pragma omp parallel for reduction(+: s4) schedule(guided)
  for (long k = bound(100); k > bound(-100); k -= 3)
    s4 += k;
  printf("%ld %ld %ld %ld calls>0 %d\n", s1, s2, s3, s4, calls > 0);
  return 0;
}
