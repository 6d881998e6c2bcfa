// update device/self on rows behind pointers (OpenACC 3.3 §2.7.1 dynamic multidimensional
// arrays, §2.14.4): m[r:k][0:n], the one-row form m[r][0:n], an array of row pointers, with
// if_present and async, in functions taking double ** parameters. An update moves the rows'
// data only: the device copy's row pointers stay attached to the device rows, the host's keep
// the host addresses.
// expect-from: hand (gcc 12 rejects sections of pointer arrays; output of its serial build)
// expect-exit: 0
// expect-stdout:
// | rows 4 x 64: device sums 2016 6112 10208 14304, host rows kept 1, back 1
// | pointer array: 24 1048 2072 ptrs kept 1
#include <stdio.h>
#include <stdlib.h>

#define R 4
#define N 64

static void fill(double **m, int r, int n, double base) {
  for (int i = 0; i < n; i++) m[r][i] = base + i;
}

static void to_device(double **m, int r0, int k, int n) {
  #pragma acc update device(m[r0:k][0:n])
}

static void row_sums(double **m, double *s, int rows, int n) {
  #pragma acc parallel loop gang present(m[0:rows][0:n]) copyout(s[0:rows])
  for (int r = 0; r < rows; r++) {
    double t = 0.0;
    #pragma acc loop vector reduction(+:t)
    for (int i = 0; i < n; i++) t += m[r][i];
    s[r] = t;
  }
}

static void scale_on_device(double **m, int rows, int n) {
  #pragma acc parallel loop collapse(2) present(m[0:rows][0:n])
  for (int r = 0; r < rows; r++)
    for (int i = 0; i < n; i++) m[r][i] *= 2.0;
}

int main(void) {
  double **m = malloc(R * sizeof *m), **keep = malloc(R * sizeof *keep), s[R];
  for (int r = 0; r < R; r++) keep[r] = m[r] = calloc(N, sizeof **m);
  #pragma acc enter data copyin(m[0:R][0:N])
  fill(m, 0, N, 0.0);
  fill(m, 1, N, 64.0);
  fill(m, 2, N, 128.0);
  fill(m, 3, N, 192.0);
  to_device(m, 0, 2, N);
  #pragma acc update device(m[2][0:N]) if_present
  #pragma acc update device(m[3:1][0:N]) async(1)
  #pragma acc wait(1)
  row_sums(m, s, R, N);
  int kept = 1;
  for (int r = 0; r < R; r++) kept &= m[r] == keep[r];
  scale_on_device(m, R, N);
  #pragma acc update self(m[0:2][0:N])
  #pragma acc update self(m[2][0:N], m[3:1][0:N])
  int back = 1;
  for (int r = 0; r < R; r++) {
    kept &= m[r] == keep[r];
    for (int i = 0; i < N; i++) back &= m[r][i] == 2.0 * (64.0 * r + i);
  }
  printf("rows %d x %d: device sums %.0f %.0f %.0f %.0f, host rows kept %d, back %d\n", R, N,
         s[0], s[1], s[2], s[3], kept, back);
  #pragma acc exit data delete(m[0:R][0:N])

  double *p[3], *pk[3];
  for (int r = 0; r < 3; r++) pk[r] = p[r] = malloc(16 * sizeof(double));
  #pragma acc enter data create(p[0:3][0:16])
  for (int r = 0; r < 3; r++)
    for (int i = 0; i < 16; i++) p[r][i] = r * 64 + i % 4;
  #pragma acc update device(p[0:3][0:16])
  double q[3];
  #pragma acc parallel loop gang present(p[0:3][0:16]) copyout(q)
  for (int r = 0; r < 3; r++) {
    double t = 0.0;
    for (int i = 0; i < 16; i++) t += p[r][i];
    q[r] = t;
  }
  #pragma acc update self(p[1][0:16])
  int pkept = p[0] == pk[0] && p[1] == pk[1] && p[2] == pk[2];
  printf("pointer array: %.0f %.0f %.0f ptrs kept %d\n", q[0], q[1], q[2], pkept);
  #pragma acc exit data delete(p[0:3][0:16])
  for (int r = 0; r < 3; r++) free(p[r]);
  for (int r = 0; r < R; r++) free(m[r]);
  free(m);
  free(keep);
  return 0;
}
