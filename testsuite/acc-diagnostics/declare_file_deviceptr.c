// File-scope `declare deviceptr` is allowed in C (OpenACC 3.3 §2.13); its variables are
// pointers holding device addresses (§2.7.5).
float *dp;
float arr[10];
#pragma acc declare deviceptr(dp)
#pragma acc declare deviceptr(arr)
#pragma acc declare deviceptr(dp[0:4])
#pragma acc declare copy(arr)
void f(int n) {
  float c[8];
#pragma acc declare create(c)
  float e[8];
#pragma acc parallel loop default(none) firstprivate(n)
  for (int i = 0; i < n; i++) { dp[i] = i; c[i % 8] = e[0]; }
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 6:31: variable 'arr' in a 'deviceptr' clause must be a pointer
// expect-error: 7:31: a sub-array is not allowed in a file-scope 'declare' directive
// expect-error: 8:21: OpenACC 'copy' clause is not allowed on a 'declare' directive at file scope
// expect-error: 14:55: variable 'e' must appear in a data clause because of default(none)
