// atomic capture in its statement and structured-block forms on char, short, unsigned long,
// float and pointer variables; each thread's captured values are distinct tickets.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | dup 0 sh 200 ul 500 f 100.0 advanced 1000 uc 88
#include <stdio.h>
#include <omp.h>

int main(void) {
  short sh = 0;
  unsigned long ul = 100;
  float f = 0.0f;
  int arr[1000], *p = arr;
  unsigned char uc = 0;
  int seen[200] = {0};
  int dup = 0;
#pragma omp parallel for reduction(+: dup)
  for (int i = 0; i < 200; i++) {
    short mine;
#pragma omp atomic capture
    mine = sh++;
    if (mine < 0 || mine >= 200)
      dup++;
    else {
      int old;
#pragma omp atomic capture
      { old = seen[mine]; seen[mine] += 1; }
      dup += old != 0;
    }
    unsigned long v;
#pragma omp atomic capture
    { ul += 2; v = ul; }
    (void)v;
    float fv;
#pragma omp atomic capture
    { fv = f; f = f + 0.5f; }
    (void)fv;
    int *q;
#pragma omp atomic capture
    { q = p; p += 5; }
    q[0] = i;
#pragma omp atomic
    uc += 3;
  }
  printf("dup %d sh %d ul %lu f %.1f advanced %ld uc %u\n", dup, sh, ul, f, (long)(p - arr),
         (unsigned)uc);
  return 0;
}
