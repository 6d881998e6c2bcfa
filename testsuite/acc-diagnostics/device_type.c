void f(int n, float *a) {
#pragma acc parallel loop device_type(acme) gang device_type(nvidia) vector
  for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc parallel loop num_gangs(a)
  for (int i = 0; i < n; i++) a[i] = 0;
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-warning: 2:27: unknown OpenACC device type 'acme'; the clauses that follow it are ignored
// expect-error: 4:37: OpenACC clause 'num_gangs' requires expression of integer type ('float *' invalid)
