void f(int *p, double d, int v) {
  int x = 0;
  double _Complex z = 0;
#pragma omp atomic
  x = v;
#pragma omp atomic read
  x = v + 1;
#pragma omp atomic capture
  x++;
#pragma omp atomic update
  x = x * 2 + 1;
#pragma omp atomic
  z += 1.0;
#pragma omp atomic write
  x = 3;
  (void)p;
  (void)d;
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only; gcc 12 -fopenmp reports the same lines
// unless a comment says otherwise):
// expect-error: 5:3: statement associated with OpenMP 'atomic update' directive is invalid
// expect-error: 7:3: statement associated with OpenMP 'atomic read' directive is invalid
// expect-error: 9:3: statement associated with OpenMP 'atomic capture' directive is invalid
// expect-error: 11:3: statement associated with OpenMP 'atomic update' directive is invalid
// expect-error: 13:3: invalid expression type '_Complex double' for OpenMP 'atomic'
