// Variable-length arrays used in compute regions without a data clause (OpenACC 3.3 §2.6.2:
// an aggregate is implicitly copy): one-dimensional, with a run-time first extent and fixed
// rows (double r[n][4]), in parallel and kernels, in a function taking the extent; and a VLA
// in explicit data clauses (NAS SP style: copy(v[0:n]) and present in an inner region).
// expect-exit: 0
// expect-stdout:
// | vla 1d 0 rows 0 kernels 0 clause 0
#include <stdio.h>

static int run(int n) {
  double v[n], r[n][4], w[n];
  int bad = 0;
  for (int i = 0; i < n; i++) {
    v[i] = i;
    w[i] = 0;
    for (int k = 0; k < 4; k++) r[i][k] = i * 4 + k;
  }
  #pragma acc parallel loop
  for (int i = 0; i < n; i++) v[i] *= 2.0;
  for (int i = 0; i < n; i++) bad += v[i] != 2.0 * i;
  int bad_rows = 0;
  #pragma acc parallel loop
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 4; k++) r[i][k] += 1.0;
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 4; k++) bad_rows += r[i][k] != i * 4 + k + 1.0;
  int bad_kernels = 0;
  #pragma acc kernels
  for (int i = 0; i < n; i++) w[i] = v[i] + r[i][3];
  for (int i = 0; i < n; i++) bad_kernels += w[i] != 2.0 * i + i * 4 + 4.0;
  int bad_clause = 0;
  #pragma acc data copy(v[0:n])
  {
    #pragma acc parallel loop present(v[0:n])
    for (int i = 0; i < n; i++) v[i] += 1.0;
    #pragma acc parallel loop
    for (int i = 0; i < n; i++) v[i] += 1.0;
  }
  for (int i = 0; i < n; i++) bad_clause += v[i] != 2.0 * i + 2.0;
  printf("vla 1d %d rows %d kernels %d clause %d\n", bad, bad_rows, bad_kernels, bad_clause);
  return bad || bad_rows || bad_kernels || bad_clause;
}

int main(int argc, char **argv) {
  (void)argv;
  return run(40 * argc);
}
