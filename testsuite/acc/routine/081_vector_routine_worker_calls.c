// Vector routines called from worker-level code: inside a `loop worker`, outside any vector
// loop (OpenACC 3.3 §2.15.1 allows a vector routine there). On the GPU the threads of each
// worker call the routine's worker version together and share its vector loops (docs/gpu.md
// "Routines with loops of their own"); before, each thread ran one iteration of the worker
// loop and the whole routine alone. Cases: a reduction result; a result through a pointer to
// a variable of the worker loop (one copy per worker in shared memory); a routine-local
// array across two vector loops (one copy per worker); a side effect that must happen once
// per call; a vector routine calling another; a worker routine whose worker loop calls a
// vector routine; rows of different lengths (the workers leave the routine at different
// times).
// expect-exit: 0
// expect-stdout:
// | reduction: wrong 0
// | through a pointer: wrong 0
// | local array: wrong 0
// | once per call: wrong 0
// | nested routines: wrong 0
// | worker routine: wrong 0
// | ragged rows: wrong 0
#include <stdio.h>
#define R 24
#define W 6
#define C 300

#pragma acc routine vector
static double dot(const double *x, const double *y, int n) {
  double s = 0;
  #pragma acc loop vector reduction(+:s)
  for (int j = 0; j < n; j++) s += x[j] * y[j];
  return s;
}

#pragma acc routine vector
static void dot_to(const double *x, const double *y, int n, double *out) {
  double s = 0;
  #pragma acc loop vector reduction(+:s)
  for (int j = 0; j < n; j++) s += x[j] * y[j];
  *out = s;
}

// buf[j] = x[j] * k, then a sum that reads other threads' elements (buf[n - 1 - j]).
#pragma acc routine vector
static double mirrored(const double *x, int n, int k) {
  double buf[64];
  double s = 0;
  #pragma acc loop vector
  for (int j = 0; j < n; j++) buf[j] = x[j] * k;
  #pragma acc loop vector reduction(+:s)
  for (int j = 0; j < n; j++) s += buf[j] * buf[n - 1 - j];
  return s;
}

#pragma acc routine vector
static void scale_count(double *x, int n, double f, int *calls) {
  calls[0] += 1;
  #pragma acc loop vector
  for (int j = 0; j < n; j++) x[j] *= f;
}

#pragma acc routine vector
static double norm_diff(const double *x, const double *y, int n) {
  return dot(x, x, n) - 2 * dot(x, y, n) + dot(y, y, n);
}

#pragma acc routine worker
static void row_dots(const double *a, const double *b, double *out, int w, int n) {
  #pragma acc loop worker
  for (int k = 0; k < w; k++) out[k] = dot(a + k * n, b, n);
}

static double a[R][W][C], b[C], x[R][W][64], sc[R][W][C];
static double r1[R][W], r2[R][W], r3[R][W], r5[R][W], r6[R][W], r7[R][W];
static int calls[R][W];

static double ref_dot(const double *x, const double *y, int n) {
  double s = 0;
  for (int j = 0; j < n; j++) s += x[j] * y[j];
  return s;
}

int main(void) {
  for (int i = 0; i < R; i++)
    for (int k = 0; k < W; k++) {
      for (int j = 0; j < C; j++) {
        a[i][k][j] = (i * 5 + k * 3 + j) % 13 - 6;
        sc[i][k][j] = (i + j) % 5;
      }
      for (int j = 0; j < 64; j++) x[i][k][j] = (i + 2 * k + j) % 9 - 4;
    }
  for (int j = 0; j < C; j++) b[j] = j % 7 - 3;
  int wrong;

  #pragma acc parallel loop gang num_workers(4) copyin(a, b) copyout(r1)
  for (int i = 0; i < R; i++) {
    #pragma acc loop worker
    for (int k = 0; k < W; k++) r1[i][k] = dot(a[i][k], b, C);
  }
  wrong = 0;
  for (int i = 0; i < R; i++)
    for (int k = 0; k < W; k++) wrong += r1[i][k] != ref_dot(a[i][k], b, C);
  printf("reduction: wrong %d\n", wrong);

  #pragma acc parallel loop gang num_workers(4) copyin(a, b) copyout(r2)
  for (int i = 0; i < R; i++) {
    #pragma acc loop worker
    for (int k = 0; k < W; k++) {
      double t;
      dot_to(a[i][k], b, C, &t);
      r2[i][k] = t + 1;
    }
  }
  wrong = 0;
  for (int i = 0; i < R; i++)
    for (int k = 0; k < W; k++) wrong += r2[i][k] != ref_dot(a[i][k], b, C) + 1;
  printf("through a pointer: wrong %d\n", wrong);

  #pragma acc parallel loop gang num_workers(2) copyin(x) copyout(r3)
  for (int i = 0; i < R; i++) {
    #pragma acc loop worker
    for (int k = 0; k < W; k++) r3[i][k] = mirrored(x[i][k], 64, k + 1);
  }
  wrong = 0;
  for (int i = 0; i < R; i++)
    for (int k = 0; k < W; k++) {
      double s = 0;
      for (int j = 0; j < 64; j++) s += x[i][k][j] * (k + 1) * x[i][k][63 - j] * (k + 1);
      wrong += r3[i][k] != s;
    }
  printf("local array: wrong %d\n", wrong);

  #pragma acc parallel loop gang num_workers(3) copy(sc, calls)
  for (int i = 0; i < R; i++) {
    #pragma acc loop worker
    for (int k = 0; k < W; k++) scale_count(sc[i][k], C, 2.0, &calls[i][k]);
  }
  wrong = 0;
  for (int i = 0; i < R; i++)
    for (int k = 0; k < W; k++) {
      wrong += calls[i][k] != 1;
      for (int j = 0; j < C; j++) wrong += sc[i][k][j] != 2.0 * ((i + j) % 5);
    }
  printf("once per call: wrong %d\n", wrong);

  #pragma acc parallel loop gang num_workers(4) copyin(a, b) copyout(r5)
  for (int i = 0; i < R; i++) {
    #pragma acc loop worker
    for (int k = 0; k < W; k++) r5[i][k] = norm_diff(a[i][k], b, C);
  }
  wrong = 0;
  for (int i = 0; i < R; i++)
    for (int k = 0; k < W; k++) {
      double s = 0;
      for (int j = 0; j < C; j++) s += (a[i][k][j] - b[j]) * (a[i][k][j] - b[j]);
      wrong += r5[i][k] != s;
    }
  printf("nested routines: wrong %d\n", wrong);

  #pragma acc parallel loop gang num_workers(4) copyin(a, b) copyout(r6)
  for (int i = 0; i < R; i++) row_dots(&a[i][0][0], b, r6[i], W, C);
  wrong = 0;
  for (int i = 0; i < R; i++)
    for (int k = 0; k < W; k++) wrong += r6[i][k] != ref_dot(a[i][k], b, C);
  printf("worker routine: wrong %d\n", wrong);

  // Row (i, k) has 37 * (k + 1) + i elements: the workers' calls end at different times.
  #pragma acc parallel loop gang num_workers(4) copyin(a, b) copyout(r7)
  for (int i = 0; i < R; i++) {
    #pragma acc loop worker
    for (int k = 0; k < W; k++) r7[i][k] = dot(a[i][k], b, 37 * (k + 1) + i);
  }
  wrong = 0;
  for (int i = 0; i < R; i++)
    for (int k = 0; k < W; k++) wrong += r7[i][k] != ref_dot(a[i][k], b, 37 * (k + 1) + i);
  printf("ragged rows: wrong %d\n", wrong);
  return 0;
}
