void f(int n, float *a) {
  int x = n;
#pragma acc parallel loop
  while (x) x--;
#pragma acc parallel loop
  for (;;) { }
  double d;
#pragma acc parallel loop
  for (d = 0; d < n; d++) a[0] = 1;
  int i;
#pragma acc parallel loop
  for (i = 0; i * 2 < n; i++) a[i] = 0;
#pragma acc parallel loop
  for (i = 0; i < n;) a[i] = 0;
#pragma acc parallel loop
  for (i = 0; i < n; i--) a[i] = 0;
#pragma acc parallel loop
  for (i = 0; i < n; i++) { a[i] = 0; i += 2; }
#pragma acc parallel loop
  for (i = 0; i < n; i++) { if (a[i] > 0) break; }
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 4:3: OpenACC 'parallel loop' construct can only be applied to a 'for' loop
// expect-error: 6:3: OpenACC 'loop' construct must have initialization clause in canonical form ('var = init' or 'T var = init')
// expect-error: 9:12: OpenACC 'loop' variable must be of integer, pointer, or random-access-iterator type (is 'double')
// expect-error: 12:15: OpenACC 'loop' terminating condition must compare loop variable 'i' with <, <=, >, >= or !=
// expect-error: 14:3: OpenACC 'loop' construct must increment or decrement loop variable 'i' by a loop-invariant amount
// expect-error: 16:22: OpenACC 'loop' variable 'i' must move towards the bound of its terminating condition
// expect-error: 18:41: loop variable 'i' of an OpenACC loop must not be modified in the loop body
// expect-error: 20:43: 'break' statement cannot be used to leave an OpenACC loop
