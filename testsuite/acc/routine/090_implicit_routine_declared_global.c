// A function called in a compute region without a `routine` directive (an implicit routine)
// that reads a global coefficient table and a `static const` stencil, as applications write
// it: the table is in `declare create` and kept current with `update device` after each host
// change (OpenACC 3.3 §2.13, §2.15.1; decision 104: without the `declare` oxacc refuses the
// program, where before a GPU read its own never-written image of the table); the `const`
// stencil is read-only and needs no directive. Two passes with different coefficients check
// that the device sees the update.
// expect-from: hand (gcc -O2 without -fopenacc: gcc 12 -fopenacc wants a routine directive
// for the implicit routine, which OpenACC 3.3 §2.15.1 does not)
// expect-exit: 0
// expect-stdout:
// | pass 1: out[0] = 5.0, out[63] = 255.0, sum = 8320.0
// | pass 2: out[0] = 15.0, out[63] = 765.0, sum = 24960.0
#include <stdio.h>

#define N 64

double coef[4];
#pragma acc declare create(coef)

static double weighted(const double *v, int i, int n) {
  static const double stencil[3] = {1.0, 2.0, 1.0};
  double s = 0;
  for (int k = -1; k <= 1; k++) {
    int j = i + k < 0 ? 0 : (i + k >= n ? n - 1 : i + k);
    s += stencil[k + 1] * v[j];
  }
  return coef[i % 4] * s;
}

static void smooth(const double *v, double *out, int n) {
#pragma acc parallel loop copyin(v[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = weighted(v, i, n);
}

int main(void) {
  double v[N], out[N];
  for (int i = 0; i < N; i++)
    v[i] = i + 1;
  for (int pass = 1; pass <= 2; pass++) {
    for (int k = 0; k < 4; k++)
      coef[k] = pass == 1 ? 1.0 : 3.0;
#pragma acc update device(coef)
    smooth(v, out, N);
    double sum = 0;
    for (int i = 0; i < N; i++)
      sum += out[i];
    printf("pass %d: out[0] = %.1f, out[63] = %.1f, sum = %.1f\n", pass, out[0], out[63], sum);
  }
  return 0;
}
