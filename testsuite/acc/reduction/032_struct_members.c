// Reductions on members of a structure variable (OpenACC 3.3 §2.5.15: a var may be a
// composite variable member): a scalar member that is not the first (s.peak), the first
// member (s.sum, whose address is the structure's), and a section of an array member
// (s.cnt[0:3]), with no data clause; the loop's accesses go to the private copy (they raced on
// the original, and the array member's implicit copy was partly present in discrete memory).
// Also a compute-level reduction of a run-time pointer section, a serial construct's
// firstprivate of a run-time pointer section, and a loop reduction into an offset section
// inside the caller's data region.
// expect-from: hand (gcc 12 rejects members and subarrays in these clauses; output of its serial build)
// expect-exit: 0
// expect-stdout:
// | members 499505 499.5 334 333 333
// | serial 6 gangs 334 666 offset 499500 0
// | PASS
#include <stdio.h>
#include <stdlib.h>

struct stats { long sum; double peak; int cnt[3]; };

static int members(int n) {
  struct stats s = {5, 0.0, {0, 0, 0}};
  #pragma acc parallel loop reduction(max:s.peak)
  for (int i = 0; i < n; i++) s.peak = i * 0.5 > s.peak ? i * 0.5 : s.peak;
  #pragma acc parallel loop reduction(+:s.sum)
  for (int i = 0; i < n; i++) s.sum += i;
  #pragma acc parallel loop reduction(+:s.cnt[0:3])
  for (int i = 0; i < n; i++) s.cnt[i % 3] += 1;
  printf("members %ld %.1f %d %d %d\n", s.sum, s.peak, s.cnt[0], s.cnt[1], s.cnt[2]);
  return s.sum != 499505 || s.peak != 499.5 || s.cnt[0] != 334 || s.cnt[2] != 333;
}

int main(int argc, char **argv) {
  (void)argv;
  int n = 1000, m = 3 * argc, bad = members(n);
  double *t = malloc(m * sizeof *t), out = 0.0;
  for (int k = 0; k < m; k++) t[k] = k + 1;
  #pragma acc serial firstprivate(t[0:m]) copy(out)
  {
    for (int k = 1; k < m; k++) t[k] += t[k - 1];
    out = t[m - 1];
  }
  int *h = calloc(m, sizeof *h);
  #pragma acc parallel num_gangs(4) copy(h[0:m]) reduction(+:h[0:m])
  {
    #pragma acc loop gang
    for (int i = 0; i < n; i++) h[i % m] += 1 + (i % m == m - 1);
  }
  long *p = calloc(m, sizeof *p);
  #pragma acc data copy(p[0:m])
  {
    #pragma acc parallel loop present(p[0:m]) reduction(+:p[1:m - 1])
    for (int i = 0; i < n; i++) p[1 + i % (m - 1)] += i;
  }
  printf("serial %.0f gangs %d %d offset %ld %ld\n", out, h[0], h[m - 1], p[1] + p[2], p[0]);
  bad += out != 6.0 || h[0] != 334 || h[m - 1] != 666 || p[1] + p[2] != 499500 || p[0];
  printf("%s\n", bad ? "FAIL" : "PASS");
  free(t), free(h), free(p);
  return bad != 0;
}
