void f(double **rows, int n, int m, double *x) {
#pragma omp target teams map(iterator(i = 0:n), tofrom: rows[i][0:m]) nowait
  rows[0][0] = 1;
#pragma omp target enter data map(iterator(i = 0:n), to: rows[i][0:m]) map(iterator(j = 0:n), to: x[0:m])
#pragma omp target update to(iterator(i = 0:n): rows[i][0:m]) from(iterator(j = 0:n): rows[j][0:m])
#pragma omp target exit data map(iterator(i = 0:n:0), from: rows[i][0:m])
#pragma omp target update from(iterator(i = 0:n): rows[k][0:m])
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only; gcc 12 does not know the modifier:
// OpenMP 5.1 §2.21.7.1, §2.21.6). oxacc runs target enter/exit data and target update once
// per point of the iterator space, so the map or motion clauses with it must share it (those
// without it run once);
// `target`, `target data` and combined target constructs map each point before the construct
// and unmap it after (also with `nowait`, line 2, which oxacc runs undeferred: no error).
// expect-error: 4:35: every map or motion clause of this directive must have the same 'iterator' modifier
// expect-error: 5:30: every map or motion clause of this directive must have the same 'iterator' modifier
// expect-error: 6:51: OpenMP iterator step must not be zero
// expect-error: 7:56: use of undeclared identifier 'k'
