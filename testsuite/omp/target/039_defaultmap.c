// defaultmap (OpenMP 4.5 §2.15.5): without it, scalars are firstprivate in target regions (writes stay on the device); with defaultmap(tofrom: scalar) they are mapped tofrom and come back; an explicit map of a scalar, and defaultmap on target teams distribute parallel for with a reduction beside it.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | tofrom scalars: count=26 last=5 scale=6.0
// | firstprivate scalar: inside=8 host=7
// | combined: total=1140 flag=1
#include <stdio.h>

#define N 256

int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i % 10;
  int count = 0, last = -1;
  double scale = 2.0;
#pragma omp target defaultmap(tofrom: scalar) map(to: a)
  {
    for (int i = 0; i < N; i++) count += a[i] == 3;
    last = a[N - 1];
    scale *= 3;
  }
  printf("tofrom scalars: count=%d last=%d scale=%.1f\n", count, last, scale);
  int untouched = 7;
  int copy_of = 0;
#pragma omp target map(from: copy_of)
  {
    untouched += 1; /* firstprivate by default: the host copy keeps 7 */
    copy_of = untouched;
  }
  printf("firstprivate scalar: inside=%d host=%d\n", copy_of, untouched);
  long total = 0;
  int flag = 0;
#pragma omp target teams distribute parallel for defaultmap(tofrom: scalar) reduction(+: total) map(to: a)
  for (int i = 0; i < N; i++) {
    total += a[i];
    if (i == 17) flag = 1;
  }
  printf("combined: total=%ld flag=%d\n", total, flag);
  return 0;
}
