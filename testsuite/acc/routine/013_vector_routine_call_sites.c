// A vector routine called from every kind of place (OpenACC 3.3 §2.15.1; docs/gpu.md
// "Routines with loops of their own", decision 51): from gang-redundant code, inside a `seq`
// loop and under a condition there (every thread of the gang calls the cooperative version),
// from a `loop worker` of the region (the threads of each worker call the worker version,
// routine/081), from a `kernels` loop that is a thread loop (each thread runs the one-thread
// version on its own), from a `serial` region, and with its
// result returned through a pointer to a variable declared in the gang loop (the gang's
// copy goes to shared memory, the routine stores it once).
// expect-exit: 0
// expect-stdout:
// | gang-redundant: wrong 0
// | seq loop: wrong 0
// | under a condition: wrong 0
// | worker loop: wrong 0
// | kernels: wrong 0
// | serial: wrong 0
// | by pointer: wrong 0
#include <stdio.h>
#define R 64
#define C 500

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

static double a[R][C], b[C], r1[R], r2[R][4], r3[R], r4[R][8], r5[R], r6[R];

static double ref(int i, int k) {
  double s = 0;
  for (int j = 0; j < C; j++) s += a[i][j] * (b[j] + k);
  return s;
}

int main(void) {
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) a[i][j] = (i * 3 + j) % 11 - 5;
  for (int j = 0; j < C; j++) b[j] = j % 7;
  int wrong;

  #pragma acc parallel loop gang copyin(a, b) copyout(r1)
  for (int i = 0; i < R; i++) r1[i] = dot(a[i], b, C);
  wrong = 0;
  for (int i = 0; i < R; i++) wrong += r1[i] != ref(i, 0);
  printf("gang-redundant: wrong %d\n", wrong);

  // b2[k] = b + k, one row per k; a seq loop at gang level calls the routine four times.
  static double b2[4][C];
  for (int k = 0; k < 4; k++)
    for (int j = 0; j < C; j++) b2[k][j] = b[j] + k;
  #pragma acc parallel loop gang copyin(a, b2) copyout(r2)
  for (int i = 0; i < R; i++) {
    #pragma acc loop seq
    for (int k = 0; k < 4; k++) r2[i][k] = dot(a[i], b2[k], C);
  }
  wrong = 0;
  for (int i = 0; i < R; i++)
    for (int k = 0; k < 4; k++) wrong += r2[i][k] != ref(i, k);
  printf("seq loop: wrong %d\n", wrong);

  #pragma acc parallel loop gang copyin(a, b, b2) copyout(r3)
  for (int i = 0; i < R; i++) {
    if (i % 2)
      r3[i] = dot(a[i], b, C);
    else
      r3[i] = -dot(a[i], b2[1], C);
  }
  wrong = 0;
  for (int i = 0; i < R; i++) wrong += r3[i] != (i % 2 ? ref(i, 0) : -ref(i, 1));
  printf("under a condition: wrong %d\n", wrong);

  // A worker loop with no vector loop inside shares its iterations among the gang's threads:
  // there each thread calls the one-thread version alone.
  #pragma acc parallel loop gang copyin(a, b2) copyout(r4)
  for (int i = 0; i < R; i++) {
    #pragma acc loop worker
    for (int k = 0; k < 8; k++) r4[i][k] = dot(a[i], b2[k % 4], C);
  }
  wrong = 0;
  for (int i = 0; i < R; i++)
    for (int k = 0; k < 8; k++) wrong += r4[i][k] != ref(i, k % 4);
  printf("worker loop: wrong %d\n", wrong);

  #pragma acc kernels loop independent copyin(a, b) copyout(r5)
  for (int i = 0; i < R; i++) r5[i] = dot(a[i], b, C);
  wrong = 0;
  for (int i = 0; i < R; i++) wrong += r5[i] != ref(i, 0);
  printf("kernels: wrong %d\n", wrong);

  double s0 = 0;
  #pragma acc serial copyin(a, b) copy(s0)
  s0 = dot(a[3], b, C);
  printf("serial: wrong %d\n", s0 != ref(3, 0));

  #pragma acc parallel loop gang copyin(a, b) copyout(r6)
  for (int i = 0; i < R; i++) {
    double t;
    dot_to(a[i], b, C, &t);
    r6[i] = t + 1;
  }
  wrong = 0;
  for (int i = 0; i < R; i++) wrong += r6[i] != ref(i, 0) + 1;
  printf("by pointer: wrong %d\n", wrong);
  return 0;
}
