void f(int n, float *a) {
#pragma acc parallel num_gangs(2, 3, 4)
#pragma acc loop gang(dim:2)
  for (int i = 0; i < n; i++)
#pragma acc loop gang(dim:2)
    for (int j = 0; j < n; j++) a[i] += j;
#pragma acc parallel
#pragma acc loop gang
  for (int i = 0; i < n; i++)
#pragma acc loop gang(dim:1)
    for (int j = 0; j < n; j++) a[i] += j;
#pragma acc parallel loop gang(dim:1)
  for (int i = 0; i < n; i++)
#pragma acc loop gang(dim:3)
    for (int j = 0; j < n; j++) a[i] += j;
#pragma acc parallel loop gang(dim:3)
  for (int i = 0; i < n; i++)
#pragma acc loop worker
    for (int j = 0; j < n; j++)
#pragma acc loop gang(dim:1)
      for (int k = 0; k < n; k++) a[i] += j;
#pragma acc kernels
#pragma acc loop gang
  for (int i = 0; i < n; i++)
#pragma acc loop gang
    for (int j = 0; j < n; j++) a[i] += j;
#pragma acc kernels
#pragma acc loop gang(dim:1)
  for (int i = 0; i < n; i++) a[i] = 0;
}
#pragma acc routine gang(dim:2)
void g2(int n, float *a);
void h(int n, float *a) {
#pragma acc parallel loop gang(dim:2) num_gangs(2, 2)
  for (int i = 0; i < n; i++) g2(n, a);
}

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 5:13: OpenACC 'gang(dim:2)' loop cannot be nested inside a 'gang(dim:2)' loop
// expect-error: 10:13: OpenACC 'gang(dim:1)' loop cannot be nested inside a 'gang(dim:1)' loop
// expect-error: 14:13: OpenACC 'gang(dim:3)' loop cannot be nested inside a 'gang(dim:1)' loop
// expect-error: 20:13: OpenACC 'gang' loop cannot be nested inside a 'worker' loop
// expect-error: 25:13: OpenACC 'gang' loop cannot be nested inside a 'gang' loop
// expect-error: 28:13: gang dim argument is not allowed on a loop in a 'kernels' construct
// expect-error: 35:33: function 'g2' with 'routine gang' cannot be called from a 'gang' loop
