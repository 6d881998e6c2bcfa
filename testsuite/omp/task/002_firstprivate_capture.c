// firstprivate is captured when the task is created (§2.15.3.4): later changes to the
// variable by the creating thread do not reach the task, and changes in the task do not
// reach the variable.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 63475 (expected 63475) doubles 637.5 sums 1725 base 1500
// | p.a 51 arr[0] 1 arr[3] 54
#include <stdio.h>
#include <omp.h>

struct pair { int a; double b; };

int main(void) {
  int out[50];
  double outd[50];
  int base = 1000;
  struct pair p = {1, 0.5};
  int arr[4] = {1, 2, 3, 4};
  int sums[50];
#pragma omp parallel
  {
#pragma omp single
    {
      for (int i = 0; i < 50; i++) {
#pragma omp task firstprivate(base, p, arr) shared(out, outd, sums)
        {
          out[i] = base + i;
          outd[i] = p.b * p.a;
          sums[i] = arr[0] + arr[1] + arr[2] + arr[3];
          base = -1;
          arr[0] = -100;
        }
        base += 10;
        p.a += 1;
        arr[3] += 1;
      }
    }
  }
  long s = 0;
  double sd = 0;
  long ss = 0;
  for (int i = 0; i < 50; i++) {
    s += out[i];
    sd += outd[i];
    ss += sums[i];
  }
  printf("sum %ld (expected %ld) doubles %.1f sums %ld base %d\n", s,
         50L * 1000 + 10L * 49 * 50 / 2 + 49 * 50 / 2, sd, ss, base);
  printf("p.a %d arr[0] %d arr[3] %d\n", p.a, arr[0], arr[3]);
  return 0;
}
