void f(int n, float *a) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++) a[i * n + j] = 0;
#pragma omp for collapse(2)
  for (int i = 0; i < n; i++) {
    a[i] = 1;
    for (int j = 0; j < n; j++) a[i * n + j] = 0;
  }
#pragma omp parallel for collapse(3)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) a[i * n + j] = 0;
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only; gcc 12 -fopenmp reports the same lines
// unless a comment says otherwise):
// gcc 12 accepts the non-rectangular nest of line 4 (OpenMP 5.0); oxacc does not support it yet.
// expect-error: 4:25: non-rectangular loop nests are not supported yet: the bounds of a loop associated by OpenMP 'collapse' use the outer loop variable 'i'
// expect-error: 6:31: not enough perfectly nested loops: OpenMP 'collapse(2)' needs 2 tightly nested 'for' loops, found 1
// expect-error: 12:33: not enough perfectly nested loops: OpenMP 'collapse(3)' needs 3 tightly nested 'for' loops, found 2
