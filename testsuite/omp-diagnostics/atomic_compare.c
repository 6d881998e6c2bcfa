void f(int *a, int n, double d) {
  int x = 0, v = 0, e = 1;
#pragma omp atomic compare
  if (x < a[0]) { x = a[1]; }
#pragma omp atomic compare
  x = x > n ? n : v;
#pragma omp atomic compare
  if (x != e) { x = 5; }
#pragma omp atomic compare weak
  if (x < n) { x = n; }
#pragma omp atomic compare capture
  if (x == e) { x = 5; }
#pragma omp atomic compare read
  v = x;
#pragma omp atomic fail(relaxed)
  x++;
#pragma omp atomic compare fail(release)
  if (x == e) { x = 5; }
#pragma omp atomic compare
  if (x == e) { x = 5; } else { v = x; }
#pragma omp task depend(in: omp_all_memory)
  x++;
#pragma omp nothing
  (void)d;
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only). gcc 12 -fopenmp reports lines 4 (at
// the next pragma), 8, 10 (at the directive: "'weak' clause requires atomic equality
// comparison"), 12 ("expected 'else'"), 15, 17, 20 and 21 ("'omp_all_memory' undeclared":
// gcc 12 has no omp_all_memory); it takes line 6's `x = x > n ? n : v` as well-formed up to
// the mismatch of `v` with `x`, which it reports at the next pragma.
// expect-error: 4:3: statement associated with OpenMP 'atomic compare' directive is invalid
// expect-error: 6:3: statement associated with OpenMP 'atomic compare' directive is invalid
// expect-error: 8:3: statement associated with OpenMP 'atomic compare' directive is invalid
// expect-error: 10:3: statement associated with OpenMP 'atomic compare' directive is invalid
// expect-error: 12:3: statement associated with OpenMP 'atomic compare capture' directive is invalid
// expect-error: 13:20: clauses 'read' and 'compare' exclude each other
// expect-error: 15:20: clause 'fail' requires a 'compare' clause
// expect-error: 17:33: unknown memory order 'release'; expected seq_cst, acquire or relaxed
// expect-error: 20:3: statement associated with OpenMP 'atomic compare' directive is invalid
// expect-error: 21:29: 'omp_all_memory' may only appear in a 'depend' clause of type 'out' or 'inout'
