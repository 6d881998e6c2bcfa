// private in a task (an uninitialised copy per task), locals declared in the task, and
// temporaries (structures by value, complex numbers) used by many tasks at once.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | tmp -5 sum 18208.0 re -682752.0 im 512064.0
#include <stdio.h>
#include <complex.h>
#include <omp.h>

struct v3 { double x, y, z; };

static struct v3 scale(struct v3 v, double s) {
  struct v3 r = {v.x * s, v.y * s, v.z * s};
  return r;
}

int main(void) {
  double out[64];
  double complex zs[64];
  int tmp = -5;
#pragma omp parallel
#pragma omp single
  for (int i = 0; i < 64; i++) {
#pragma omp task private(tmp)
    {
      tmp = i * 3;
      struct v3 v = {i, 2.0 * i, 0.5};
      struct v3 w = scale(v, 2.0);
      double complex z = (double)i + (double)tmp * I;
      zs[i] = z * z;
      out[i] = w.x + w.y + w.z + tmp;
    }
  }
  double s = 0, re = 0, im = 0;
  for (int i = 0; i < 64; i++) {
    s += out[i];
    re += creal(zs[i]);
    im += cimag(zs[i]);
  }
  printf("tmp %d sum %.1f re %.1f im %.1f\n", tmp, s, re, im);
  return 0;
}
