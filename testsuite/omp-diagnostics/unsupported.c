int counter;
#pragma omp declare reduction(merge : int : omp_out += omp_in)
#pragma omp declare target
int dev;
#pragma omp end declare target
void f(int n, double *x) {
#pragma omp target map(tofrom: x[0:n])
  for (int i = 0; i < n; i++) x[i] = 0;
#pragma omp teams distribute parallel for
  for (int i = 0; i < n; i++) x[i] = 1;
#pragma omp parallel for ordered(2)
  for (int i = 0; i < n; i++) for (int j = i; j < n; j++) x[i] = 2;
#pragma omp taskloop lastprivate(n)
  for (int i = 0; i < n; i++) x[i] = 3;
#pragma omp parallel for lastprivate(conditional: n)
  for (int i = 0; i < n; i++) n = i;
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp cancel for
    x[i] = 5;
  }
#pragma omp simd linear(n)
  for (int i = 0; i < 10; i++) x[i] = 6;
#pragma omp task depend(iterator(it = 0:n), in: x[it]) // supported since decision 89
  x[0] = 7;
}


// Expected diagnostics (oxacc -fopenmp -fsyntax-only; gcc 12 -fopenmp reports the same lines
// unless a comment says otherwise):
// gcc 12 compiles all of these; oxacc refuses them instead of ignoring what they ask for.
// Line 2, a 'declare reduction', is valid (OpenMP 4.5 §2.16; omp/reduction/012_user_defined).
// Line 9, 'teams distribute parallel for' on the host, is valid (OpenMP 5.0 §2.7; omp/teams/003).
// expect-error: 12:44: a doacross loop ('ordered(n)') whose bounds use the outer loop variable 'i' is not supported yet
// Line 13, 'taskloop lastprivate', is valid (omp/task/034_taskloop_lastprivate).
// Line 15, 'lastprivate(conditional:)' on 'parallel for', is valid (omp/target/363).
// expect-error: 19:13: OpenMP 'cancel' is not supported yet
// expect-error: 22:18: OpenMP 'linear' on 'simd' alone is not supported yet (it is on 'for' and 'for simd')
// (24: depend(iterator(…)) is supported since decision 89.)
void h(int n) {
  int t = 0;
#pragma omp parallel private(t) allocate(allocator(0), align(64): t)
  t = n;
#pragma omp task private(t) allocate(t)
  t = n;
}
// expect-error: 42:33: OpenMP 'allocate' clause 'align' modifier is not supported yet
// expect-error: 44:29: OpenMP 'allocate' clause on 'task' is not supported yet
void udr_device(int *x) {
  int s = 0;
#pragma omp target teams map(tofrom: x[0:8], s)
  { // (more than the loop: not one combined construct, decision 128; omp/target/770 runs those)
#pragma omp distribute parallel for reduction(merge: s)
    for (int i = 0; i < 8; i++) s += x[i];
    x[0] = 0; } }
// expect-error: 53:37: the user-defined reduction 'merge' on '#pragma omp distribute parallel for' (a device construct) is not supported yet
int dt_var;
void dt(void) {
#pragma omp declare target to(dt_var)
}
// A variable in a 'declare target' inside a function (gcc accepts it; functions named there
// compile, omp/target/317).
// expect-error: 59:31: a variable ('dt_var') in OpenMP 'declare target' inside a function is not supported yet
