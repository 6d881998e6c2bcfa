void f(int n, float *a) {
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; i++) {
    a[i] = 1;
    for (int j = 0; j < n; j++) a[j] = 0;
  }
#pragma acc parallel loop collapse(n)
  for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc parallel loop tile(4, 4)
  for (int i = 0; i < n; i++) a[i] = 0;
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 3:31: OpenACC loop construct requires 2 tightly nested 'for' loops, but only 1 found
// expect-error: 5:31: OpenACC loop construct requires 2 tightly nested 'for' loops, but only 1 found
// expect-error: 9:36: OpenACC 'collapse' clause requires an integer constant expression
// expect-error: 12:31: OpenACC loop construct requires 2 tightly nested 'for' loops, but only 1 found
