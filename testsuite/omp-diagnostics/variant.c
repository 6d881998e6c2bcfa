int v1(int);
#pragma omp declare variant(v1) match(device = {kind(gpu)}, implementation = {vendor(llvm)})
int b1(int);
#pragma omp declare variant(nosuch) match(construct = {target})
int b2(int);
#pragma omp declare variant(v1)
int b3(int);
#pragma omp declare variant(v1) match(device = {colour(red)})
int b4(int);
#pragma omp declare variant(v1) match(construct = {target})
int not_a_function;
#pragma omp declare variant(v1) match(devices = {kind(gpu)})
int b5(int);
int use(void) { return b1(1) + b4(2); }


// Expected diagnostics (oxacc -fopenmp -fsyntax-only; OpenMP 5.0 §2.3.2–§2.3.5). Line 2 is
// valid. gcc 12 reports errors on the same lines (its own words; the unfollowed directive
// at the declaration, line 11).
// expect-error: 4:29: 'nosuch' undeclared
// expect-error: 6:13: 'declare variant' needs a 'match' clause
// expect-error: 8:49: unknown trait 'colour' in the 'device' selector set
// expect-error: 10:9: 'declare variant' is not followed by a function declaration
// expect-error: 12:39: expected a context selector set: construct, device, target_device, implementation or user (OpenMP 5.0 §2.3.2, 5.1 §7.2)
void meta(int *x) {
#pragma omp metadirective when(device = {kind(gpu), colour(red)}: parallel for) default(for)
  for (int i = 0; i < 4; i++) x[i] = i;
#pragma omp metadirective when(device = {kind(gpu)}: parallel for) default(for) default(simd)
  for (int i = 0; i < 4; i++) x[i] = i;
}
// expect-error: 26:53: unknown trait 'colour' in the 'device' selector set
// expect-error: 28:81: OpenMP 5.0 §2.3.4: at most one default (otherwise) clause on a metadirective
