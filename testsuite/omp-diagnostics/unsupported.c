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
#pragma omp task
  x[0] = 2;
#pragma omp taskloop
  for (int i = 0; i < n; i++) x[i] = 3;
#pragma omp parallel for ordered
  for (int i = 0; i < n; i++) x[i] = 4;
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp cancel for
    x[i] = 5;
  }
#pragma omp parallel for linear(n)
  for (int i = 0; i < 10; i++) x[i] = 6;
#pragma omp single copyprivate(n)
  x[0] = 7;
}


// Expected diagnostics (oxacc -fopenmp -fsyntax-only; gcc 12 -fopenmp reports the same lines
// unless a comment says otherwise):
// gcc 12 compiles all of these; oxacc refuses them instead of ignoring what they ask for.
// expect-error: 2:13: OpenMP 'declare reduction' is not supported yet
// expect-error: 9:13: OpenMP 'teams distribute parallel for' outside a target region is not supported yet
// expect-error: 11:13: OpenMP 'task' is not supported yet
// expect-error: 13:13: OpenMP 'taskloop' is not supported yet
// expect-error: 15:26: OpenMP 'ordered' clause is not supported yet
// expect-error: 19:13: OpenMP 'cancel' is not supported yet
// expect-error: 22:26: OpenMP 'linear' clause is not supported yet
// expect-error: 24:20: OpenMP 'copyprivate' clause is not supported yet
