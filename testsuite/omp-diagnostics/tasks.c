int g;
void f(int n, int *a) {
  int x = 0, y = 0;
#pragma omp parallel
  {
#pragma omp task
    {
#pragma omp for
      for (int i = 0; i < n; i++) a[i] = i;
#pragma omp barrier
#pragma omp master
      x++;
#pragma omp single
      x++;
    }
#pragma omp task default(none) shared(a)
    y = a[0];
#pragma omp task final(a)
    x++;
#pragma omp task depend(in: x) priority(-1)
    x++;
#pragma omp taskgroup
    {
#pragma omp sections
      {
        x++;
      }
    }
  }
}

struct S { int a; } gs;
void h(void) {
  int x = 0;
#pragma omp task final(gs)
  x++;
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only; gcc 12 -fopenmp reports the same lines
// unless a comment says otherwise; priority(-1) is a warning in both):
// expect-error: 8:13: work-sharing region may not be closely nested inside of work-sharing, 'loop', 'critical', 'ordered', 'master', 'masked', explicit 'task' or 'taskloop' region
// expect-error: 10:13: barrier region may not be closely nested inside of work-sharing, 'loop', 'critical', 'ordered', 'master', 'masked', explicit 'task' or 'taskloop' region
// expect-error: 11:13: 'master' region may not be closely nested inside of work-sharing, 'loop', explicit 'task' or 'taskloop' region
// expect-error: 13:13: work-sharing region may not be closely nested inside of work-sharing, 'loop', 'critical', 'ordered', 'master', 'masked', explicit 'task' or 'taskloop' region
// expect-error: 17:5: 'y' not specified in enclosing 'task'
// gcc 12 says 'used struct type value where scalar is required' for line 35.
// expect-error: 35:24: OpenMP 'final' clause requires expression of scalar type ('struct S' invalid)
