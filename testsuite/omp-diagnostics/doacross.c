void f(int n, double *x) {
#pragma omp parallel for ordered(1)
  for (int i = 1; i < n; i++) {
#pragma omp ordered depend(sink: i - 1, n)
    x[i] = x[i - 1];
#pragma omp ordered depend(source)
  }
#pragma omp parallel for ordered
  for (int i = 1; i < n; i++) {
#pragma omp ordered depend(source)
    x[i] = 1;
  }
#pragma omp parallel for ordered(1)
  for (int i = 1; i < n; i++) {
#pragma omp ordered
    x[i] = 2;
  }
#pragma omp ordered depend(source)
  x[0] = 3;
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only); gcc 12 -fopenmp -c reports the same lines
// with the same words (OpenMP 4.5 §2.13.8, §2.13.9, §2.17)
// (gcc 12's columns differ on lines 4, 10, 15 and 18: it points at the clause or the '#'.)
// expect-error: 4:21: number of variables in 'depend' clause with 'sink' modifier does not match number of iteration variables
// expect-error: 10:13: 'ordered' construct with 'depend' clause must be closely nested inside a loop with 'ordered' clause with a parameter
// expect-error: 15:13: 'ordered' region without 'depend' clause may not be closely nested inside a loop region with an 'ordered' clause with a parameter
// expect-error: 18:13: 'ordered' construct with 'depend' clause must be closely nested inside an 'ordered' loop
