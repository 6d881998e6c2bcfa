struct pt { int x, y; };
void f(int n, double *x) {
  struct pt q = {0, 0};
#pragma omp parallel private(x[0:n])
  x[0] = 1;
#pragma omp parallel firstprivate(q.x)
  q.y = 1;
#pragma omp parallel num_threads(x)
  x[0] = 2;
#pragma omp parallel if(q)
  x[0] = 3;
#pragma omp sections
  {
    int bad = 1;
#pragma omp section
    x[0] = bad;
  }
#pragma omp parallel for collapse(0)
  for (int i = 0; i < n; i++) x[i] = 4;
  int k = 0;
#pragma omp threadprivate(k)
#pragma omp parallel copyin(k)
  x[0] = k;
}


// Expected diagnostics (oxacc -fopenmp -fsyntax-only; gcc 12 -fopenmp reports the same lines
// unless a comment says otherwise):
// expect-error: 4:30: an array section or element in OpenMP 'private' clause is not supported yet (only variable names)
// expect-error: 6:35: a structure member in OpenMP 'firstprivate' clause is not supported yet (only variable names)
// expect-error: 8:34: OpenMP 'num_threads' clause requires expression of integer type ('double *' invalid)
// expect-error: 10:25: OpenMP 'if' clause requires expression of scalar type ('struct pt' invalid)
// expect-error: 14:5: a declaration is not a section: only '#pragma omp section' blocks may appear in OpenMP 'sections'
// expect-error: 18:35: invalid argument 0 in 'collapse' clause
// expect-error: 21:27: 'k' cannot be 'threadprivate': it is not a variable of static storage
// expect-error: 22:29: 'k' must be 'threadprivate' for 'copyin'
