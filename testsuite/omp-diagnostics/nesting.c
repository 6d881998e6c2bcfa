void f(int n, double *x) {
#pragma omp parallel
  {
#pragma omp for
    for (int i = 0; i < n; i++) {
#pragma omp for
      for (int j = 0; j < n; j++) x[j] = i;
#pragma omp barrier
#pragma omp master
      x[0] = 1;
    }
#pragma omp single
    {
#pragma omp single
      x[1] = 2;
    }
#pragma omp critical(lock)
    {
#pragma omp critical(lock)
      x[2] = 3;
    }
#pragma omp simd
    for (int i = 0; i < n; i++) {
#pragma omp critical
      x[i] = 4;
    }
  }
#pragma omp section
  x[0] = 5;
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only; gcc 12 -fopenmp reports the same lines
// unless a comment says otherwise):
// expect-error: 6:13: work-sharing region may not be closely nested inside of work-sharing, 'critical' or 'master' region
// expect-error: 8:13: barrier region may not be closely nested inside of work-sharing, 'critical' or 'master' region
// expect-error: 9:13: 'master' region may not be closely nested inside of work-sharing region
// expect-error: 14:13: work-sharing region may not be closely nested inside of work-sharing, 'critical' or 'master' region
// expect-error: 19:13: 'critical' region may not be nested inside a 'critical' region with the same name
// expect-error: 24:13: OpenMP constructs other than 'simd' or 'atomic' may not be nested inside 'simd' region
// expect-error: 28:13: '#pragma omp section' may only be used in '#pragma omp sections' construct
