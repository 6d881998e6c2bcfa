#include <omp.h>
int g;
#pragma omp allocate(g) allocator(omp_default_mem_alloc)
void f(int n) {
  int outer = n;
  {
    int inner = 0;
#pragma omp allocate(outer, inner)
    inner = outer;
  }
#pragma omp allocate(n)
#pragma omp allocate(f)
#pragma omp allocate(nosuch)
}


// Expected diagnostics (oxacc -fopenmp -fsyntax-only; OpenMP 5.0 §2.11.3: the directive's
// variables are declared in its scope, before it; gcc 12 reports "sorry, unimplemented" for
// every allocate directive). Line 3
// is valid: a file-scope variable keeps its static storage.
// expect-error: 8:22: 'outer' in OpenMP 'allocate' directive is not declared in the directive's scope
// expect-error: 11:22: 'n' in OpenMP 'allocate' directive is not a variable declared in this scope
// expect-error: 12:22: 'f' in OpenMP 'allocate' directive is not a variable declared in this scope
// expect-error: 13:22: 'nosuch' undeclared
