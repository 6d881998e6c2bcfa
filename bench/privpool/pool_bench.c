/* Decision 80 (helper privpool): gang blocks of run-time length from a pool per
 * multiprocessor instead of a device malloc/free per gang. Built once with main's oxacc
 * ("before") and once with h-privpool ("after"); every kernel runs a cold launch, then 5
 * timed launches (best printed, ms), and checks its result against the host.
 *   gangpriv  4,000 gangs, a gang loop's private(t[0:n]) of 1,000 floats, 2 vector loops
 *   vecred    2,000 gang iterations, a vector loop's reduction(+:h[0:nb]) of 64 bins
 *   few       num_gangs(16) over 256 gang iterations (grid-stride), private t[0:100000]
 *   async     the gangpriv kernel on 4 queues at once (each its own quarter of the rows)
 *   vecpriv   num_gangs(264) over 1,000 rows, a vector loop's private(w[0:100]) (400 bytes:
 *             a thread's own heap block, decision 36) over 1,000 iterations per row: before,
 *             a malloc and free per iteration; after, the block is reused (decision 80)
 * Prints "PASS"/"FAIL" per kernel; exit status 1 on any failure. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <time.h>

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

static void gangpriv(float *restrict a, int rows, int n) {
  float *t = 0;
#pragma acc parallel loop gang private(t[0:n]) present(a[0:rows*n])
  for (int j = 0; j < rows; j++) {
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      t[i] = a[(long)j * n + i];
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      a[(long)j * n + i] = t[n - 1 - i];
  }
}

/* Rows first .. first+rows-1 of a (total rows), on queue q. */
static void gangpriv_async(float *restrict a, int total, int first, int rows, int n, int q) {
  float *t = 0;
#pragma acc parallel loop gang private(t[0:n]) present(a[0:total*n]) async(q)
  for (int j = first; j < first + rows; j++) {
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      t[i] = a[(long)j * n + i];
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      a[(long)j * n + i] = t[n - 1 - i];
  }
}

static void vecred(const float *restrict x, int cols, int n, float *restrict h, int nb) {
#pragma acc parallel loop gang reduction(+:h[0:nb]) present(x[0:cols*n])
  for (int j = 0; j < cols; j++) {
#pragma acc loop vector reduction(+:h[0:nb])
    for (int i = 0; i < n; i++)
      h[(i + j) % nb] += x[(long)j * n + i];
  }
}

static void few(float *restrict a, int rows, int n) {
  float *t = 0;
#pragma acc parallel loop gang num_gangs(16) private(t[0:n]) present(a[0:rows*n])
  for (int j = 0; j < rows; j++) {
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      t[i] = a[(long)j * n + i] * 2.0f;
#pragma acc loop vector
    for (int i = 0; i < n; i++)
      a[(long)j * n + i] = t[n - 1 - i] + t[i];
  }
}

static void vecpriv(const float *restrict x, float *restrict y, int rows, int n, int m, float *w) {
#pragma acc parallel loop gang num_gangs(264) present(x[0:rows*n], y[0:rows*n])
  for (int j = 0; j < rows; j++) {
#pragma acc loop vector private(w[0:m])
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < m; k++)
        w[k] = x[(long)j * n + i] * (k % 4);
      float s = 0;
      for (int k = 0; k < m; k++)
        s += w[k] * w[m - 1 - k];
      y[(long)j * n + i] = s;
    }
  }
}

static int failures;

static void verdict(const char *name, int ok, double cold, double best) {
  printf("%-9s cold %9.3f ms  best %9.3f ms  %s\n", name, cold, best, ok ? "PASS" : "FAIL");
  if (!ok)
    failures++;
}

int main(void) {
  enum { R = 4000, N = 1000, C = 2000, NB = 64, FR = 256, FN = 100000 };
  float *a = malloc(sizeof(float) * R * N), *x = malloc(sizeof(float) * C * 1024);
  float *f = malloc(sizeof(float) * FR * FN), h[NB];
  for (long k = 0; k < (long)R * N; k++)
    a[k] = (float)(k % 1013);
  for (long k = 0; k < (long)C * 1024; k++)
    x[k] = (float)(k % 3);
  for (long k = 0; k < (long)FR * FN; k++)
    f[k] = (float)(k % 17);
  double t0, cold, best;
  int ok;
#pragma acc data copy(a[0:R*N], f[0:FR*FN]) copyin(x[0:C*1024])
  {
    /* gangpriv: 6 launches, each reverses every row: an even count leaves a unchanged */
    best = 1e30;
    for (int r = 0; r < 6; r++) {
      t0 = now_ms();
      gangpriv(a, R, N);
      double t = now_ms() - t0;
      if (r == 0) cold = t; else if (t < best) best = t;
    }
#pragma acc update self(a[0:R*N])
    ok = 1;
    for (long k = 0; k < (long)R * N; k++)
      if (a[k] != (float)(k % 1013)) { ok = 0; break; }
    verdict("gangpriv", ok, cold, best);

    best = 1e30;
    for (int r = 0; r < 6; r++) {
      for (int b = 0; b < NB; b++)
        h[b] = 0;
      t0 = now_ms();
      vecred(x, C, 1024, h, NB);
      double t = now_ms() - t0;
      if (r == 0) cold = t; else if (t < best) best = t;
    }
    ok = 1;
    for (int b = 0; b < NB; b++) {
      double e = 0;
      for (int j = 0; j < C; j++)
        for (int i = 0; i < 1024; i++)
          if ((i + j) % NB == b)
            e += (float)(((long)j * 1024 + i) % 3);
      if (fabs(h[b] - e) > 1e-4 * e) { ok = 0; printf("h[%d] = %g, expected %g\n", b, h[b], e); break; }
    }
    verdict("vecred", ok, cold, best);

    best = 1e30;
    for (int r = 0; r < 6; r++) {
      t0 = now_ms();
      few(f, FR, FN);
#pragma acc wait
      double t = now_ms() - t0;
      if (r == 0) cold = t; else if (t < best) best = t;
    }
#pragma acc update self(f[0:FR*FN])
    /* each launch: v[i] <- 2 v[n-1-i] + 2 v[i], symmetric after the first: v_k = 4^(k-1) * 2 (v[i] + v[n-1-i]) */
    ok = 1;
    for (int j = 0; j < FR && ok; j++)
      for (int i = 0; i < FN; i++) {
        long k = (long)j * FN + i, m = (long)j * FN + (FN - 1 - i);
        double e = 2.0 * ((k % 17) + (m % 17)) * 1024.0; /* 4^5 */
        if (fabs(f[k] - e) > 1e-6 * e + 1e-6) { ok = 0; printf("f[%ld] = %g, expected %g\n", k, f[k], e); break; }
      }
    verdict("few", ok, cold, best);

    /* async: four queues at once, each reversing its quarter of the rows twice */
    best = 1e30;
    for (int r = 0; r < 6; r++) {
      t0 = now_ms();
      for (int rep = 0; rep < 2; rep++)
        for (int q = 1; q <= 4; q++)
          gangpriv_async(a, R, (q - 1) * (R / 4), R / 4, N, q);
#pragma acc wait
      double t = now_ms() - t0;
      if (r == 0) cold = t; else if (t < best) best = t;
    }
#pragma acc update self(a[0:R*N])
    ok = 1;
    for (long k = 0; k < (long)R * N; k++)
      if (a[k] != (float)(k % 1013)) { ok = 0; printf("a[%ld] = %g\n", k, a[k]); break; }
    verdict("async", ok, cold, best);

    /* vecpriv: y = x^2 * sum_k (k%4)((99-k)%4) over k < 100 */
    float *y = malloc(sizeof(float) * C * 1024), *w = malloc(sizeof(float) * 100);
#pragma acc data create(y[0:1000*1000])
    {
      best = 1e30;
      for (int r = 0; r < 6; r++) {
        t0 = now_ms();
        vecpriv(x, y, 1000, 1000, 100, w);
        double t = now_ms() - t0;
        if (r == 0) cold = t; else if (t < best) best = t;
      }
#pragma acc update self(y[0:1000*1000])
    }
    float sk = 0;
    for (int k = 0; k < 100; k++)
      sk += (float)((k % 4) * ((99 - k) % 4));
    ok = 1;
    for (long q = 0; q < 1000L * 1000; q++) {
      float v = x[q];
      if (fabsf(y[q] - v * v * sk) > 1e-4f * (v * v * sk) + 1e-6f) { ok = 0; printf("y[%ld] = %g\n", q, y[q]); break; }
    }
    verdict("vecpriv", ok, cold, best);
    free(y);
    free(w);
  }
  free(a);
  free(x);
  free(f);
  return failures != 0;
}
