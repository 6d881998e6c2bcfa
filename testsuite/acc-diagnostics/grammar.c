void f(int n, float *a) {
#pragma acc paralel
  { }
#pragma acc parallel copyy(a[0:n])
  { }
#pragma acc parallel if(n) if(n)
  { }
#pragma acc parallel loop seq gang
  for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc parallel copy(
  { }
#pragma acc update
#pragma acc loop
  for (int i = 0; i < n; i++) a[i] = 0;
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 2:13: unknown OpenACC directive 'paralel'; did you mean 'parallel'?
// expect-error: 4:22: unknown clause 'copyy' on 'parallel' directive; did you mean 'copy'?
// expect-error: 6:28: clause 'if' may appear only once on 'parallel' directive
// expect-error: 8:31: clause 'gang' conflicts with 'seq'
// expect-error: 10:27: expected an argument after '('
// expect-error: 12:13: 'update' directive needs at least one of: self, device
