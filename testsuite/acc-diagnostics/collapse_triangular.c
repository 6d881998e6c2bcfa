void f(int n, float *a) {
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++) a[i * n + j] = 0;
#pragma acc parallel loop tile(2, 2)
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j += i + 1) a[i * n + j] = 0;
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) a[i * n + j] = 0;
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 4:25: the bounds of a collapsed or tiled OpenACC loop must not use the outer loop variable 'i'
// expect-error: 7:18: the bounds of a collapsed or tiled OpenACC loop must not use the outer loop variable 'i'
// expect-error: 7:37: the bounds of a collapsed or tiled OpenACC loop must not use the outer loop variable 'i'
