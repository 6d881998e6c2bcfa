typedef struct { int n; double *x; } vec_t;
#pragma omp declare mapper(vec_t v) map(v, v.x[0:v.n])
#pragma omp declare mapper(vec_t w) map(w)
#pragma omp declare mapper(int i) map(i)
#pragma omp declare mapper(struct nosuch s) map(s)
void f(vec_t v) {
#pragma omp target map(mapper(other), tofrom: v)
  v.x[0] = 1;
}


// Expected diagnostics (oxacc -fopenmp -fsyntax-only; OpenMP 5.0 §2.19.7.3). Line 2 is
// valid. gcc 12 does not implement declare mapper in C ("expected 'simd', 'reduction',
// 'target' or 'variant' before 'mapper'").
// expect-error: 3:13: a mapper 'default' for this type was declared already
// expect-error: 4:28: 'int' in 'declare mapper' is not a structure type name
// expect-error: 5:28: 'struct nosuch' in 'declare mapper' is not a structure type name
// expect-error: 7:47: no mapper 'other' for the type of this list item
