// Reductions on sections reached through a pointer whose length is known only at run time
// (OpenACC 3.3 §2.5.15): a histogram reduction(+:h[0:nb]) with a run-time bin count, a
// section with a run-time lower bound, max over a run-time section, in a sequential outer
// loop of a parallel region, and members reached through a struct pointer (s->sum, s->peak),
// in functions taking pointers inside the caller's data region.
// remark: loop reduction(+:h): private partial results combined at the end of the loop
// remark: loop reduction(+:s->sum): private partial results
// expect-from: hand (gcc 12 ICEs on array-element reductions; output of its serial build)
// expect-exit: 0
// expect-stdout:
// | hist 125 125 125 125 125 125 125 125 total 1000
// | window 2 4 6 max 996 997 998 999
// | sweeps 2997 2997 2997 member 499500 1998.0
// | PASS
#include <stdio.h>
#include <stdlib.h>

struct stats { long sum; double peak; };

static void histogram(int *h, int nb, const int *a, int n) {
  #pragma acc parallel loop present(h[0:nb]) copyin(a[0:n]) reduction(+:h[0:nb])
  for (int i = 0; i < n; i++) h[a[i] % nb] += 1;
}

static void window(long *w, int lo, int len, int n) {
  #pragma acc parallel loop copy(w[0:lo + len]) reduction(+:w[lo:len])
  for (int i = 0; i < n; i++)
    for (int k = 0; k < len; k++) w[lo + k] += (i % len == k) * (k + 1);
}

static void maxima(int *mx, int m, int n) {
  #pragma acc parallel loop copy(mx[0:m]) reduction(max:mx[0:m])
  for (int i = 0; i < n; i++) mx[i % m] = i > mx[i % m] ? i : mx[i % m];
}

static void sweeps(double *acc, int m, int n, int nsweep) {
  #pragma acc parallel num_gangs(2) copy(acc[0:m])
  {
    for (int s = 0; s < nsweep; s++) {
      #pragma acc loop gang reduction(+:acc[0:m])
      for (int i = 0; i < n; i++) acc[i % m] += 1.0;
    }
  }
}

static void member(struct stats *s, const int *a, int n) {
  #pragma acc data copy(s[0:1]) copyin(a[0:n])
  {
    #pragma acc parallel loop reduction(+:s->sum)
    for (int i = 0; i < n; i++) s->sum += i;
    #pragma acc parallel loop copy(s[0:1]) reduction(max:s->peak)
    for (int i = 0; i < n; i++) s->peak = 2.0 * a[i] > s->peak ? 2.0 * a[i] : s->peak;
  }
}

int main(int argc, char **argv) {
  (void)argv;
  int nb = 8 * argc, n = 1000, n3 = 999, m = 4 * argc, len = 3 * argc, lo = 2 * argc;
  int *h = calloc(nb, sizeof *h), *a = malloc(n * sizeof *a), *mx = malloc(m * sizeof *mx);
  long *w = calloc(lo + len, sizeof *w);
  double *acc = calloc(3, sizeof *acc);
  struct stats st = {0, 0.0};
  for (int i = 0; i < n; i++) a[i] = i;
  for (int k = 0; k < m; k++) mx[k] = -1;
  #pragma acc data copy(h[0:nb])
  histogram(h, nb, a, n);
  window(w, lo, len, 6);
  maxima(mx, m, n);
  sweeps(acc, 3, n3, 9);
  member(&st, a, n);
  int total = 0, ok = 1;
  for (int k = 0; k < nb; k++) total += h[k], ok &= h[k] == n / nb;
  ok &= total == n;
  printf("hist");
  for (int k = 0; k < nb; k++) printf(" %d", h[k]);
  printf(" total %d\n", total);
  printf("window %ld %ld %ld max %d %d %d %d\n", w[lo], w[lo + 1], w[lo + 2], mx[0], mx[1], mx[2],
         mx[3]);
  printf("sweeps %.0f %.0f %.0f member %ld %.1f\n", acc[0], acc[1], acc[2], st.sum, st.peak);
  ok &= w[0] == 0 && w[lo] == 2 && w[lo + 1] == 4 && w[lo + 2] == 6 && mx[3] == 999;
  ok &= acc[0] == 2997.0 && acc[1] == 2997.0 && acc[2] == 2997.0 && st.sum == 499500;
  printf("%s\n", ok ? "PASS" : "FAIL");
  free(h), free(a), free(mx), free(w), free(acc);
  return !ok;
}
