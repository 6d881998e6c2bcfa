// Adjacent loop nests of a kernels region that acc-fuse must not fuse (decision 45), each of
// which computes a wrong result when fused: a read shifted from the write (iteration i reads
// what iteration i + 1 writes), a scalar one loop sets for the other, bounds that differ by a
// run-time amount, C
// pointers into one array (no restrict), a reduction whose result the next loop uses, and a
// 2-D write read transposed. Every loop is `independent` and each loop alone is correct.
// remark: loop at 32:9 not fused with the loop at 29:9: a is written by one loop and accessed by the other at another index
// remark: loop at 46:9 not fused with the loop at 42:9: scalar t is written in one loop and used in the other
// remark: loop at 60:9 not fused with the loop at 57:9: different iteration spaces
// remark: loop at 73:9 not fused with the loop at 70:9: p and q may point to the same memory
// remark: loop at 86:9 not fused with the loop at 83:9: s is a reduction variable of one loop and used in the other
// remark: loop at 100:9 not fused with the loop at 96:9: a is written by one loop and accessed by the other at another index
// expect-exit: 0
// expect-stdout:
// | shifted: 499499 bad 0
// | carried: 999 bad 0
// | bounds: b[500] -1 bad 0
// | aliasing: 500501 bad 0
// | reduced: 1000 bad 0
// | transposed: 524800 bad 0
#include <stdio.h>

#define N 1000
#define M 32

static void shifted(int n, int *restrict a, int *restrict b) {
#pragma acc kernels copy(a[0:n + 1], b[0:n])
  {
#pragma acc loop independent
    for (int i = 0; i < n; i++)
      a[i] = i;
#pragma acc loop independent
    for (int i = 0; i < n; i++)
      b[i] = a[i + 1];
  }
}

static int carried(int n, int *restrict a, int *restrict b) {
  int t = 0;
#pragma acc kernels copyin(a[0:n]) copy(b[0:n], t)
  {
#pragma acc loop independent
    for (int i = 0; i < n; i++)
      if (i == n - 1)
        t = a[i];
#pragma acc loop independent
    for (int i = 0; i < n; i++)
      b[i] = t;
  }
  return t;
}

/* Bounds that differ by a run-time amount: no fused loop holds both exactly. */
static void bounds(int n, int m, int *restrict a, int *restrict b) {
#pragma acc kernels copy(a[0:n], b[0:n])
  {
#pragma acc loop independent
    for (int i = 0; i < n; i++)
      a[i] = i + 1;
#pragma acc loop independent
    for (int i = 0; i < m; i++)
      b[i] = a[i];
  }
}

/* p and q point into one array: q[i] is p[i + 1]. */
static void aliasing(int n, int *p, int *q, int *out) {
#pragma acc kernels present(p[0:n], q[0:n], out[0:n])
  {
#pragma acc loop independent
    for (int i = 0; i < n; i++)
      p[i] = i;
#pragma acc loop independent
    for (int i = 0; i < n; i++)
      out[i] = q[i];
  }
}

static int reduced(int n, int *restrict a, int *restrict b) {
  int s = 0;
#pragma acc kernels copyin(a[0:n]) copy(b[0:n])
  {
#pragma acc loop independent reduction(+ : s)
    for (int i = 0; i < n; i++)
      s += a[i];
#pragma acc loop independent
    for (int i = 0; i < n; i++)
      b[i] = s;
  }
  return s;
}

static void transposed(int m, int *restrict a, int *restrict b) {
#pragma acc kernels copy(a[0:m * m], b[0:m * m])
  {
#pragma acc loop independent collapse(2)
    for (int j = 0; j < m; j++)
      for (int i = 0; i < m; i++)
        a[j * m + i] = j * m + i;
#pragma acc loop independent collapse(2)
    for (int j = 0; j < m; j++)
      for (int i = 0; i < m; i++)
        b[j * m + i] = a[i * m + j] + 1;
  }
}

int main(void) {
  static int a[N + 1], b[N], big[N + 1], out[N], ones[N];
  int bad = 0;
  long sum = 0;

  for (int i = 0; i <= N; i++) a[i] = -1;
  shifted(N, a, b);
  for (int i = 0; i < N; i++) {
    bad += b[i] != (i + 1 < N ? i + 1 : -1);
    sum += b[i];
  }
  printf("shifted: %ld bad %d\n", sum, bad);

  for (int i = 0; i < N; i++) a[i] = i, b[i] = -7;
  int t = carried(N, a, b);
  bad = 0;
  for (int i = 0; i < N; i++) bad += b[i] != N - 1;
  printf("carried: %d bad %d\n", t, bad);

  for (int i = 0; i < N; i++) a[i] = 0, b[i] = -1;
  bounds(N, N / 2, a, b);
  bad = 0;
  for (int i = 0; i < N; i++) bad += b[i] != (i < N / 2 ? i + 1 : -1);
  printf("bounds: b[%d] %d bad %d\n", N / 2, b[N / 2], bad);

  for (int i = 0; i <= N; i++) big[i] = i + 1;
#pragma acc data copy(big[0:N + 1], out[0:N])
  aliasing(N, big, big + 1, out);
  bad = 0;
  sum = 0;
  for (int i = 0; i < N; i++) {
    bad += out[i] != (i + 1 < N ? i + 1 : N + 1);
    sum += out[i];
  }
  printf("aliasing: %ld bad %d\n", sum, bad);

  for (int i = 0; i < N; i++) ones[i] = 1, b[i] = 0;
  int s = reduced(N, ones, b);
  bad = 0;
  for (int i = 0; i < N; i++) bad += b[i] != N;
  printf("reduced: %d bad %d\n", s, bad);

  static int sq[M * M], tr[M * M];
  for (int i = 0; i < M * M; i++) sq[i] = -5;
  transposed(M, sq, tr);
  bad = 0;
  sum = 0;
  for (int j = 0; j < M; j++)
    for (int i = 0; i < M; i++) {
      bad += tr[j * M + i] != i * M + j + 1;
      sum += tr[j * M + i];
    }
  printf("transposed: %ld bad %d\n", sum, bad);
  return 0;
}
