// Vector routines called from gang-redundant code of `parallel loop gang` (OpenACC 3.3
// §2.15.1): on the GPU every thread of the gang calls the routine's cooperative version and
// the threads share its `loop vector` loops (docs/gpu.md "Routines with loops of their own",
// decision 51). A reduction whose result the routine returns, two vector loops where the
// second reads what other threads wrote in the first (the barrier between them), a private
// array of the routine written by one vector loop and read by the next (shared memory), a
// vector routine calling another from its own gang-redundant code, and gang-redundant
// stores of the routine that must happen once.
// expect-exit: 0
// expect-stdout:
// | rowsum: total 5000000.0 wrong 0
// | diff: wrong 0
// | smooth: wrong 0
// | nested: wrong 0
// | counts: wrong 0
#include <stdio.h>
#define R 100
#define C 1000
#define W 64

#pragma acc routine vector
static double rowsum(const double *row, int n) {
  double s = 0;
  #pragma acc loop vector reduction(+:s)
  for (int j = 0; j < n; j++) s += row[j];
  return s;
}

// out[j] = 2 row[j+1] - 2 row[j]: the second loop reads elements of tmp another thread wrote.
#pragma acc routine vector
static void diff(const double *row, double *tmp, double *out, int n) {
  #pragma acc loop vector
  for (int j = 0; j < n; j++) tmp[j] = 2 * row[j];
  #pragma acc loop vector
  for (int j = 0; j < n - 1; j++) out[j] = tmp[j + 1] - tmp[j];
  out[n - 1] = 0;
}

// A private array of the routine: written by one vector loop, read reversed by the next.
#pragma acc routine vector
static double smooth(const double *row, double *out) {
  double buf[W];
  #pragma acc loop vector
  for (int j = 0; j < W; j++) buf[j] = row[j] + 1;
  double m = 0;
  #pragma acc loop vector reduction(max:m)
  for (int j = 0; j < W; j++) {
    out[j] = buf[W - 1 - j];
    m = m > buf[j] ? m : buf[j];
  }
  return m;
}

// A vector routine calling another from its gang-redundant code.
#pragma acc routine vector
static double mean(const double *row, int n) {
  double s = rowsum(row, n);
  return s / n;
}

// Gang-redundant stores and a counter the routine bumps once per call.
#pragma acc routine vector
static void count_and_fill(double *row, int n, int *calls, double v) {
  calls[0] += 1;
  #pragma acc loop vector
  for (int j = 0; j < n; j++) row[j] = v;
}

static double a[R][C], tmp[R][C], out[R][C], sm[R][W], res[R], mx[R], me[R], fill[R][C];
static int calls[R][1];

int main(void) {
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) a[i][j] = (i * 7 + j * 3) % 100 + 0.5;
  #pragma acc parallel loop gang copyin(a) copyout(res)
  for (int i = 0; i < R; i++) res[i] = rowsum(a[i], C);
  #pragma acc parallel loop gang copyin(a) create(tmp) copyout(out)
  for (int i = 0; i < R; i++) diff(a[i], tmp[i], out[i], C);
  #pragma acc parallel loop gang copyin(a) copyout(sm, mx)
  for (int i = 0; i < R; i++) mx[i] = smooth(a[i], sm[i]);
  #pragma acc parallel loop gang copyin(a) copyout(me)
  for (int i = 0; i < R; i++) me[i] = mean(a[i], C);
  #pragma acc parallel loop gang copy(calls) copyout(fill)
  for (int i = 0; i < R; i++) count_and_fill(fill[i], C, calls[i], i);

  double total = 0;
  int wrong = 0;
  for (int i = 0; i < R; i++) {
    double s = 0;
    for (int j = 0; j < C; j++) s += a[i][j];
    total += res[i];
    wrong += res[i] != s;
  }
  printf("rowsum: total %.1f wrong %d\n", total, wrong);
  wrong = 0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      wrong += out[i][j] != (j < C - 1 ? 2 * a[i][j + 1] - 2 * a[i][j] : 0);
  printf("diff: wrong %d\n", wrong);
  wrong = 0;
  for (int i = 0; i < R; i++) {
    double m = 0;
    for (int j = 0; j < W; j++) {
      wrong += sm[i][j] != a[i][W - 1 - j] + 1;
      m = m > a[i][j] + 1 ? m : a[i][j] + 1;
    }
    wrong += mx[i] != m;
  }
  printf("smooth: wrong %d\n", wrong);
  wrong = 0;
  for (int i = 0; i < R; i++) {
    double s = 0;
    for (int j = 0; j < C; j++) s += a[i][j];
    wrong += me[i] != s / C;
  }
  printf("nested: wrong %d\n", wrong);
  wrong = 0;
  for (int i = 0; i < R; i++) {
    wrong += calls[i][0] != 1;
    for (int j = 0; j < C; j++) wrong += fill[i][j] != i;
  }
  printf("counts: wrong %d\n", wrong);
  return 0;
}
