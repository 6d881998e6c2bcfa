void f(int n, float *a, void *v, char *c) {
  void *q;
#pragma acc parallel loop
  for (q = v; q < v; q++) ;
  float *p;
#pragma acc parallel loop
  for (p = a; p < n; p++) *p = 0;
#pragma acc parallel loop
  for (p = a; p < a + n; p = a + 1) *p = 0;
#pragma acc parallel loop
  for (p = a; p < a + n; p++) { *p = 0; p++; }
#pragma acc parallel loop
  for (p = a; p < a + n; p--) *p = 0;
#pragma acc parallel loop seq
  for (p = a; *p; p++) *p = 0;
#pragma acc parallel loop
  for (char *r = c + n; r >= c; r -= 2) *r = 0;
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 4:12: pointer loop variable 'q' of an OpenACC loop must point to a complete object type (is 'void *')
// expect-warning: 7:15: comparison between pointer and integer ('float *' and 'int')
// expect-error: 7:19: OpenACC 'loop' bound of pointer loop variable 'p' must be a pointer
// expect-error: 9:3: OpenACC 'loop' construct must increment or decrement loop variable 'p' by a loop-invariant amount
// expect-error: 11:42: loop variable 'p' of an OpenACC loop must not be modified in the loop body
// expect-error: 13:26: OpenACC 'loop' variable 'p' must move towards the bound of its terminating condition
