typedef struct {
  int n;
  double *d;
} field;
typedef struct {
  int k;
} other;
#pragma omp declare mapper(deep: field f) map(f, f.d[0:f.n])
void f(int lo) {
  field s = {0, 0};
  other o = {0};
#pragma omp target teams num_teams(4 : 2)
  { }
#pragma omp target teams num_teams(0 : 2)
  { }
#pragma omp target teams num_teams(lo : 8)
  { }
#pragma omp target update to(mapper(deep): s) from(mapper(deep): o)
#pragma omp target update to(always: s)
}


// Expected diagnostics (oxacc -fopenmp -fsyntax-only). OpenMP 5.1 §2.7: the lower bound of
// num_teams is positive and at most the upper bound (checked when both are integer
// literals; line 16's run-time bound is valid); 5.0 §2.12.6: a motion's mapper modifier
// names a mapper declared for the list item's type (line 18's `to` is valid); `always` is
// no motion modifier.
// expect-error: 12:36: OpenMP 5.1 §2.7: the lower bound of num_teams must be positive and at most the upper bound
// expect-error: 14:36: OpenMP 5.1 §2.7: the lower bound of num_teams must be positive and at most the upper bound
// expect-error: 18:66: no mapper 'deep' for the type of this list item
// expect-error: 19:30: unknown motion modifier 'always' in 'to' clause; expected present or mapper(…)
