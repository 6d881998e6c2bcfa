void f(int n, float *a) {
#pragma acc cache(a[0:4])
  a[0] = 1;
#pragma acc parallel
  {
#pragma acc kernels
    { }
#pragma acc data copy(a[0:n])
    { }
#pragma acc update self(a[0:n])
#pragma acc enter data copyin(a[0:n])
#pragma acc wait
  }
#pragma acc parallel loop gang
  for (int i = 0; i < n; i++) {
#pragma acc loop vector
    for (int j = 0; j < n; j++) {
#pragma acc loop worker
      for (int k = 0; k < n; k++) a[k] = 0;
    }
  }
  {
#pragma acc parallel
  }
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 2:13: OpenACC 'cache' directive must appear inside a loop
// expect-error: 6:13: OpenACC 'kernels' construct cannot be nested inside a compute construct
// expect-error: 8:13: OpenACC 'data' directive may not appear inside a compute construct
// expect-error: 10:13: OpenACC 'update' directive may not appear inside a compute construct
// expect-error: 11:13: OpenACC 'enter data' directive may not appear inside a compute construct
// expect-error: 12:13: OpenACC 'wait' directive may not appear inside a compute construct
// expect-error: 18:13: OpenACC 'worker' loop cannot be nested inside a 'vector' loop
// expect-error: 23:9: expected a statement after OpenACC 'parallel' construct
