#include <omp.h>
void f(int *a, int n) {
  void *o; // omp.h's omp_depend_t is a pointer
  double d = 1.0;
#pragma omp task depend(iterator(i = 0:n), source)
  ;
#pragma omp task depend(iterator(float i = 0:n), in: a[i])
  ;
#pragma omp task depend(iterator(i = 0:n:0), in: a[i])
  ;
#pragma omp task depend(iterator(i = 0:n, i = 1:2), in: a[i])
  ;
#pragma omp task depend(iterator(i = 0), in: a[i])
  ;
#pragma omp task depend(iterator(i = 0:d), in: a[i])
  ;
#pragma omp depobj(o) depend(iterator(i = 0:n), in: a[i])
#pragma omp task depend(iterator(i = 0:n), in: a[j])
  ;
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only; gcc 12 -fopenmp reports each line too:
// 5:24 "'iterator' modifier incompatible with 'source'", 7:40, 9:34, 11:43, 13:39, 15 (gcc
// converts the double), 17:29 "may not be specified on 'depobj' construct", 18:50).
// expect-error: 5:25: expected 'dependence-type: list' or 'source' in 'depend' clause
// expect-error: 7:34: OpenMP iterator type 'float' is not an integer type
// expect-error: 9:42: OpenMP iterator step must not be zero
// expect-error: 11:43: redefinition of iterator 'i'
// expect-error: 13:34: expected 'begin : end [: step]' after 'i ='
// expect-error: 15:40: OpenMP iterator range requires expression of integer type ('double' invalid)
// expect-error: 17:30: the 'iterator' modifier may not be used in a 'depend' clause of 'depobj'
// expect-error: 18:50: use of undeclared identifier 'j'
