int f(int n, int *a) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    if (a[i] < 0) break;
    if (a[i] == 0) continue;
    for (int j = 0; j < n; j++)
      if (a[j]) break;
  }
  for (int k = 0; k < n; k++) {
#pragma omp parallel
    {
      if (a[k]) break;
      if (a[k] > 1) continue;
      if (a[k] > 2) return 1;
      while (n) { if (a[0]) break; n--; }
    }
#pragma omp single
    {
      if (a[k] < 3) goto out;
    }
  }
out:
  return 0;
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only; gcc 12 -fopenmp reports the same lines
// unless a comment says otherwise):
// expect-error: 4:19: 'break' statement cannot be used to leave an OpenMP 'for' loop
// expect-error: 12:17: invalid 'break': branch out of an OpenMP structured block
// expect-error: 13:21: invalid 'continue': branch out of an OpenMP structured block
// expect-error: 14:21: invalid 'return': branch out of an OpenMP structured block
// expect-error: 19:21: invalid branch to/from OpenMP structured block
