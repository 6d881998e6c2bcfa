int g;
void f(int n, double *a, double *b) {
  double t = 2;
#pragma acc parallel loop default(none) copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] = b[i] * t;
#pragma acc data copyin(b[0:n])
  {
#pragma acc kernels default(none) present(a[0:n])
    {
      for (int i = 0; i < n; i++) a[i] = b[i] + g;
    }
  }
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 5:23: variable 'n' must appear in a data clause because of default(none)
// expect-error: 5:38: variable 'b' must appear in a data clause because of default(none)
// expect-error: 5:45: variable 't' must appear in a data clause because of default(none)
// expect-error: 10:27: variable 'n' must appear in a data clause because of default(none)
// expect-error: 10:49: variable 'g' must appear in a data clause because of default(none)
