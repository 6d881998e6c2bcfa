void f(int n, double *x) {
  int i;
#pragma omp parallel for
  while (n > 0) n--;
#pragma omp for
  for (i = 0; ; i++) x[i] = 0;
#pragma omp parallel for
  for (i = 0; i < n; i++) {
    x[i] = 0;
    i++;
  }
#pragma omp parallel for
  for (i = 0; i != n; i += 2) x[i] = 1;
#pragma omp simd
  for (double d = 0; d < 1.0; d += 0.1) x[0] = d;
#pragma omp parallel for
  for (i = 0; i * 2 < n; i++) x[i] = 2;
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only; gcc 12 -fopenmp reports the same lines
// unless a comment says otherwise):
// gcc 12 reports line 10 nowhere (modifying the loop variable is undefined behaviour).
// expect-error: 4:3: OpenMP 'parallel for' construct can only be applied to a 'for' loop
// expect-error: 6:3: OpenMP 'for' construct must have a terminating condition
// expect-error: 10:6: loop variable 'i' of an OpenMP 'parallel for' loop must not be modified in the loop body
// expect-error: 13:28: increment is not constant 1 or -1 for '!=' condition
// expect-error: 15:19: OpenMP 'simd' variable must be of integer, pointer, or random-access-iterator type (is 'double')
// expect-error: 17:15: OpenMP 'parallel for' terminating condition must compare loop variable 'i' with <, <=, >, >= or !=
