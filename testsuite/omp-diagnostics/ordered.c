void f(int n, int *a) {
  int x = 0;
#pragma omp parallel
  {
#pragma omp for
    for (int i = 0; i < n; i++) {
#pragma omp ordered
      a[i] = i;
    }
#pragma omp for ordered
    for (int i = 0; i < n; i++) {
#pragma omp critical
      {
#pragma omp ordered
        x++;
      }
#pragma omp task
      {
#pragma omp ordered
        x++;
      }
    }
#pragma omp single
    {
#pragma omp ordered
      x++;
    }
  }
#pragma omp parallel for ordered
  for (int i = 0; i < n; i++) {
#pragma omp ordered
    a[i] = x;
  }
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only; gcc 12 -fopenmp reports the same lines
// unless a comment says otherwise):
// expect-error: 7:13: 'ordered' region must be closely nested inside a loop region with an 'ordered' clause
// expect-error: 14:13: 'ordered' region may not be closely nested inside of 'critical', 'ordered', explicit 'task' or 'taskloop' region
// expect-error: 19:13: 'ordered' region may not be closely nested inside of 'critical', 'ordered', explicit 'task' or 'taskloop' region
// expect-error: 25:13: 'ordered' region must be closely nested inside a loop region with an 'ordered' clause
