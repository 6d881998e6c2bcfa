void f(int n, float *a) {
#pragma omp loop
  for (int i = 0; i < n; i++) a[i] = 0;
#pragma omp loop bind(teams)
  for (int i = 0; i < n; i++) a[i] = 0;
#pragma omp parallel loop bind(thread)
  for (int i = 0; i < n; i++) a[i] = 0;
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp loop
    for (int j = 0; j < n; j++) a[j] = 0;
  }
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only). gcc 12 -fopenmp -c reports line 2
// ("'bind' clause not specified on a 'loop' construct not nested inside another OpenMP
// construct") and accepts the others; clang 17+ also refuses line 10 (a 'loop' bound to the
// parallel region of 'parallel for' is closely nested in a worksharing region).
// expect-error: 2:13: 'loop' without a 'bind' clause must be closely nested in a 'parallel' or 'teams' construct
// expect-error: 4:13: 'loop' with 'bind(teams)' must be closely nested in a 'teams' region
// expect-error: 6:13: 'parallel loop bind(thread)' is not supported
// expect-error: 10:13: 'loop' without a 'bind' clause must be closely nested in a 'parallel' or 'teams' construct
