void f(int n, double *x, int *p) {
  double s = 0;
  int bits = 0;
#pragma omp parallel for reduction(+:p)
  for (int i = 0; i < n; i++) p += 1;
#pragma omp parallel for reduction(^:s)
  for (int i = 0; i < n; i++) s += x[i];
#pragma omp parallel for reduction(+:x[0:n])
  for (int i = 0; i < n; i++) bits++;
#pragma omp parallel private(s)
  {
#pragma omp for reduction(+:s)
    for (int i = 0; i < n; i++) s += x[i];
  }
#pragma omp parallel for reduction(myop:s)
  for (int i = 0; i < n; i++) s += x[i];
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only; gcc 12 -fopenmp reports the same lines
// unless a comment says otherwise):
// The array section of line 8 is valid (OpenMP 4.5 §2.15.3.6).
// expect-error: 4:38: invalid type 'int *' of variable 'p' in OpenMP 'reduction' clause
// expect-error: 6:38: invalid type 'double' of variable 's' in OpenMP 'reduction' clause
// expect-error: 12:29: reduction variable 's' is private in outer context
// expect-error: 15:41: user defined reduction not found for 's'
