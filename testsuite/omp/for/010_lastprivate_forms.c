// lastprivate on for (non-loop variables, arrays, structures, with firstprivate on the same
// variable), on parallel for with nowait-free loops, on sections and on for simd: the value
// is the one of the sequentially last iteration or section.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | last_sq 5776 arr 76 -76 1 a 76 38.0 fp 1
// | sections last 3 3.5
// | for simd last 31.5
// | t 380 i 43
#include <stdio.h>
#include <omp.h>

struct acc { int count; double mean; };

int main(void) {
  int last_sq = -1;
  int arr[3] = {0, 0, 0};
  struct acc a = {0, 0};
  int fp = 100;
#pragma omp parallel for lastprivate(last_sq, arr, a) firstprivate(fp) lastprivate(fp) schedule(guided)
  for (int i = 0; i < 77; i++) {
    last_sq = i * i;
    arr[0] = i;
    arr[1] = -i;
    arr[2] = i % 5;
    a.count = i;
    a.mean = i / 2.0;
    fp = fp + 1;
  }
  printf("last_sq %d arr %d %d %d a %d %.1f fp %d\n", last_sq, arr[0], arr[1], arr[2], a.count,
         a.mean, fp > 100 ? 1 : 0);
  int which = 0;
  double val = 0;
#pragma omp parallel sections lastprivate(which, val)
  {
#pragma omp section
    { which = 1; val = 1.5; }
#pragma omp section
    { which = 2; val = 2.5; }
#pragma omp section
    { which = 3; val = 3.5; }
  }
  printf("sections last %d %.1f\n", which, val);
  double x = 0;
#pragma omp parallel for simd lastprivate(x)
  for (int i = 0; i < 64; i++)
    x = i * 0.5;
  printf("for simd last %.1f\n", x);
  long t = 0;
  int i;
#pragma omp parallel for lastprivate(t, i)
  for (i = 3; i < 40; i += 5)
    t = i * 10;
  printf("t %ld i %d\n", t, i);
  return 0;
}
