// OpenMP 5.2's spelling of doacross dependences (§15.9.6): `ordered doacross(sink: vec)`,
// `doacross(source:)`, `doacross(source: omp_cur_iteration)` and `doacross(sink:
// omp_cur_iteration - 1)` (the lexicographically previous iteration of the whole nest), in
// functions taking pointers. The nest with `omp_cur_iteration - 1` runs its ordered parts in
// sequential order, so the trace of a collapse(2) nest is the sequential one.
// args: -fopenmp
// expect-from: hand (gcc 12 does not parse 'doacross'; the output is gcc 12's for the same program with depend(sink: …) / depend(source) and, for omp_cur_iteration - 1, depend(sink: i, j - 1) depend(sink: i - 1, j + 5) in the 5x6 nest and depend(sink: i - 1) in the 1-D one)
// expect-exit: 0
// expect-stdout:
// | prefix: 5050 1275
// | wavefront: same as sequential yes
// | trace in order: yes 30
// | chain: yes 2046
#include <stdio.h>

static void prefix(long *a, int n) {
#pragma omp parallel for ordered(1) schedule(static, 1)
  for (int i = 1; i <= n; i++) {
#pragma omp ordered doacross(sink: i - 1)
    a[i] = a[i - 1] + a[i];
#pragma omp ordered doacross(source:)
  }
}

static void wavefront(int n, int (*w)[21]) {
#pragma omp parallel for collapse(2) ordered(2) schedule(dynamic, 2)
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= n; j++) {
#pragma omp ordered doacross(sink: i - 1, j) doacross(sink: i, j - 1)
      w[i][j] = (w[i - 1][j] * 5 + w[i][j - 1] * 3 + i) % 10007;
#pragma omp ordered doacross(source: omp_cur_iteration)
    }
}

static int trace_nest(int *trace) {
  int pos = 0;
#pragma omp parallel for collapse(2) ordered(2) schedule(dynamic, 1)
  for (int i = 1; i <= 5; i++)
    for (int j = 1; j <= 6; j++) {
#pragma omp ordered doacross(sink: omp_cur_iteration - 1)
      trace[pos++] = i * 10 + j;
#pragma omp ordered doacross(source:)
    }
  return pos;
}

static void chain(long *c, int n) {
#pragma omp parallel for ordered(1) schedule(dynamic, 1)
  for (int i = 1; i <= n; i++) {
#pragma omp ordered doacross(sink: omp_cur_iteration - 1)
    c[i] = c[i - 1] * 2 + 2;
#pragma omp ordered doacross(source: omp_cur_iteration)
  }
}

int main(void) {
  long a[101];
  for (int i = 0; i <= 100; i++) a[i] = i;
  prefix(a, 100);
  printf("prefix: %ld %ld\n", a[100], a[50]);

  static int w[21][21], r[21][21];
  for (int i = 0; i <= 20; i++)
    for (int j = 0; j <= 20; j++) w[i][j] = r[i][j] = 1;
  wavefront(20, w);
  for (int i = 1; i <= 20; i++)
    for (int j = 1; j <= 20; j++) r[i][j] = (r[i - 1][j] * 5 + r[i][j - 1] * 3 + i) % 10007;
  int same = 1;
  for (int i = 0; i <= 20; i++)
    for (int j = 0; j <= 20; j++) same &= w[i][j] == r[i][j];
  printf("wavefront: same as sequential %s\n", same ? "yes" : "no");

  int trace[30];
  int pos = trace_nest(trace);
  int ok = pos == 30;
  for (int i = 1, k = 0; i <= 5; i++)
    for (int j = 1; j <= 6; j++, k++) ok &= trace[k] == i * 10 + j;
  printf("trace in order: %s %d\n", ok ? "yes" : "no", pos);

  long c[11] = {0};
  chain(c, 10);
  ok = 1;
  for (int i = 1; i <= 10; i++) ok &= c[i] == (2L << i) - 2;
  printf("chain: %s %ld\n", ok ? "yes" : "no", c[10]);
  return 0;
}
