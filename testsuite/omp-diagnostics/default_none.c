int g;
void f(int n, double *x, double a) {
  int k = 2;
#pragma omp parallel default(none) shared(x)
  {
    x[0] = a * n;
    int local = k + g;
    x[1] = local;
  }
#pragma omp parallel for default(none) shared(x, n)
  for (int i = 0; i < n; i++) {
    double t = a;
    x[i] = t;
  }
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only; gcc 12 -fopenmp reports the same lines
// unless a comment says otherwise):
// expect-error: 6:12: 'a' not specified in enclosing 'parallel'
// expect-error: 6:16: 'n' not specified in enclosing 'parallel'
// expect-error: 7:17: 'k' not specified in enclosing 'parallel'
// expect-error: 7:21: 'g' not specified in enclosing 'parallel'
// expect-error: 12:16: 'a' not specified in enclosing 'parallel'
