// copyprivate (§2.15.4.2): a value read or computed by one thread in single is broadcast to
// the private copies of the whole team (scalars, a structure, an array, a pointer).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | mismatches 0, every thread checked: yes
#include <stdio.h>
#include <omp.h>

struct cfg { int n; double eps; };

static double shared_data[3] = {1.5, 2.5, 3.5};

int main(void) {
  int bad = 0, threads = 0;
#pragma omp parallel reduction(+: bad, threads)
  {
    int n;
    double eps;
    struct cfg c;
    int arr[4];
    double *p;
#pragma omp single copyprivate(n, eps, c, arr, p)
    {
      n = 17;
      eps = 1e-6;
      c.n = 3;
      c.eps = 0.25;
      for (int k = 0; k < 4; k++)
        arr[k] = k * k;
      p = &shared_data[1];
    }
    bad += n != 17;
    bad += eps != 1e-6;
    bad += c.n != 3 || c.eps != 0.25;
    bad += arr[0] != 0 || arr[3] != 9;
    bad += *p != 2.5;
    threads += 1;
  }
  printf("mismatches %d, every thread checked: %s\n", bad, threads >= 1 ? "yes" : "no");
  return 0;
}
