#pragma acc routine seq
void s1(float *a, int n) {
#pragma acc loop gang
  for (int i = 0; i < n; i++) a[i] = 0;
}
#pragma acc routine worker
void w1(float *a, int n) {
#pragma acc loop gang
  for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc loop vector
  for (int i = 0; i < n; i++) a[i] = 0;
}
#pragma acc routine gang
void g1(float *a, int n);
#pragma acc routine(nothing) seq
int notfunc;
#pragma acc routine(notfunc) seq
#pragma acc routine
void r0(void);
void caller(float *a, int n) {
#pragma acc parallel loop vector
  for (int i = 0; i < n; i++) g1(a, n);
#pragma acc parallel loop worker
  for (int i = 0; i < n; i++) w1(a, n);
}
#pragma acc routine vector

// Expected diagnostics (oxacc -fopenacc -fsyntax-only):
// expect-error: 3:13: OpenACC 'gang' loop is not allowed in a function with 'routine seq'
// expect-error: 8:13: OpenACC 'gang' loop is not allowed in a function with 'routine worker'
// expect-error: 15:21: OpenACC routine name 'nothing' does not name a declared function
// expect-error: 17:21: OpenACC routine name 'notfunc' does not name a declared function
// expect-warning: 18:9: OpenACC 'routine' directive without 'gang', 'worker', 'vector' or 'seq' is treated as 'seq'
// expect-error: 22:33: function 'g1' with 'routine gang' cannot be called from a 'vector' loop
// expect-error: 24:33: function 'w1' with 'routine worker' cannot be called from a 'worker' loop
// expect-error: 26:9: OpenACC 'routine' directive without a name must be followed by a function declaration or definition
