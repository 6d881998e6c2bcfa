// Gang-private storage of run-time length from the pool of gang blocks (decision 80): on the
// GPU each gang takes a slot of its multiprocessor's pool and gives it back, and a slot's
// block is reused by later gangs and launches, grown when a launch asks for more. Written as
// an application would: functions taking pointers and lengths, the scratch row a private
// pointer section. Checks: scratch lengths that change between launches (8, 3000, 100
// floats), far more gangs than the GPU holds at once (20,000 rows), a few gangs striding
// over many rows (num_gangs(3)), two private sections in one gang loop, a vector loop's
// section reduction in a gang loop (a block per gang iteration), and three queues running
// the same kernel at once with different lengths.
// remark: kernel two_rows.acc.2: 2 private copies of run-time length in one block per gang
// expect-from: hand (gcc 12 rejects subarrays in private; output of its serial build)
// expect-exit: 0
// expect-stdout:
// | reverse m=8: mismatches 0
// | reverse m=3000: mismatches 0
// | reverse m=100: mismatches 0
// | strided: mismatches 0
// | two scratch rows: mismatches 0
// | histogram: mismatches 0 total 24000
// | queues: mismatches 0
#include <stdio.h>
#include <stdlib.h>

/* Reverses each of n rows of length m through the gang's scratch row t. */
static void reverse_rows(float *a, float *t, int n, int m) {
#pragma acc parallel loop gang private(t[0:m]) present(a[0:n*m])
  for (int j = 0; j < n; j++) {
#pragma acc loop vector
    for (int i = 0; i < m; i++)
      t[i] = a[(long)j * m + i];
#pragma acc loop vector
    for (int i = 0; i < m; i++)
      a[(long)j * m + i] = t[m - 1 - i];
  }
}

/* Three gangs for all rows: each gang's scratch row serves many gang iterations. */
static void strided(float *a, float *t, int n, int m) {
#pragma acc parallel loop gang num_gangs(3) private(t[0:m]) present(a[0:n*m])
  for (int j = 0; j < n; j++) {
#pragma acc loop vector
    for (int i = 0; i < m; i++)
      t[i] = a[(long)j * m + i] + j;
#pragma acc loop vector
    for (int i = 0; i < m; i++)
      a[(long)j * m + i] = t[i] - t[m - 1 - i];
  }
}

/* Two scratch rows per gang: a prefix of each row in u, its doubled values in v. */
static void two_rows(const float *a, float *out, float *u, float *v, int n, int m) {
#pragma acc parallel loop gang private(u[0:m], v[0:2*m]) present(a[0:n*m], out[0:n])
  for (int j = 0; j < n; j++) {
#pragma acc loop vector
    for (int i = 0; i < m; i++) {
      u[i] = a[(long)j * m + i];
      v[2 * i] = 2 * u[i];
      v[2 * i + 1] = -u[i];
    }
    float s = 0;
#pragma acc loop vector reduction(+:s)
    for (int i = 0; i < m; i++)
      s += u[m - 1 - i] * v[2 * i] + v[2 * i + 1];
    out[j] = s;
  }
}

static void histogram(const int *k, int n, int m, long *h, int nb) {
#pragma acc parallel loop gang reduction(+:h[0:nb]) present(k[0:n*m])
  for (int j = 0; j < n; j++) {
#pragma acc loop vector reduction(+:h[0:nb])
    for (int i = 0; i < m; i++)
      h[k[(long)j * m + i]] += 1;
  }
}

/* Rows first..first+n-1 of a, on queue q. */
static void reverse_async(float *a, float *t, int total, int first, int n, int m, int q) {
#pragma acc parallel loop gang private(t[0:m]) present(a[0:total*m]) async(q)
  for (int j = first; j < first + n; j++) {
#pragma acc loop vector
    for (int i = 0; i < m; i++)
      t[i] = a[(long)j * m + i];
#pragma acc loop vector
    for (int i = 0; i < m; i++)
      a[(long)j * m + i] = t[m - 1 - i];
  }
}

static float value(long k) { return (float)((k * 7) % 101); }

int main(void) {
  enum { CAP = 60000, NB = 13 };
  float *a = malloc(sizeof(float) * CAP), *t = malloc(sizeof(float) * 6000);
  float *u = malloc(sizeof(float) * 3000), *out = malloc(sizeof(float) * 1000);
  int *k = malloc(sizeof(int) * CAP);
  long h[NB];
  static const int rows[3] = {7500, 20, 600}, lens[3] = {8, 3000, 100};
  int bad;
  for (int c = 0; c < 3; c++) {
    int n = rows[c], m = lens[c];
    for (long x = 0; x < (long)n * m; x++)
      a[x] = value(x);
#pragma acc data copy(a[0:n*m])
    reverse_rows(a, t, n, m);
    bad = 0;
    for (int j = 0; j < n; j++)
      for (int i = 0; i < m; i++)
        bad += a[(long)j * m + i] != value((long)j * m + (m - 1 - i));
    printf("reverse m=%d: mismatches %d\n", m, bad);
  }
  /* 20,000 rows of 3 floats */
  for (long x = 0; x < CAP; x++)
    a[x] = value(x);
#pragma acc data copy(a[0:CAP])
  strided(a, t, 20000, 3);
  bad = 0;
  for (int j = 0; j < 20000; j++)
    for (int i = 0; i < 3; i++) {
      long x = (long)j * 3;
      float e = (value(x + i) + j) - (value(x + 2 - i) + j);
      bad += a[x + i] != e;
    }
  printf("strided: mismatches %d\n", bad);

  for (long x = 0; x < 1000L * 50; x++)
    a[x] = value(x) / 8;
#pragma acc data copyin(a[0:1000*50]) copyout(out[0:1000])
  two_rows(a, out, u, t, 1000, 50);
  bad = 0;
  for (int j = 0; j < 1000; j++) {
    float s = 0;
    for (int i = 0; i < 50; i++)
      s += a[(long)j * 50 + 49 - i] * (2 * a[(long)j * 50 + i]) - a[(long)j * 50 + i];
    bad += out[j] != s;
  }
  printf("two scratch rows: mismatches %d\n", bad);

  for (long x = 0; x < 24000; x++)
    k[x] = (int)((x * 5 + x / 7) % NB);
  for (int b = 0; b < NB; b++)
    h[b] = 0;
#pragma acc data copyin(k[0:24000])
  histogram(k, 200, 120, h, NB);
  bad = 0;
  long total = 0;
  for (int b = 0; b < NB; b++) {
    long e = 0;
    for (long x = 0; x < 24000; x++)
      e += k[x] == b;
    bad += h[b] != e;
    total += h[b];
  }
  printf("histogram: mismatches %d total %ld\n", bad, total);

  /* three queues at once, rows of 40, 400 and 4000 floats (one array each third) */
  float *q[3] = {a, a + 20000, a + 40000};
  static const int qm[3] = {40, 400, 4000};
  for (long x = 0; x < CAP; x++)
    a[x] = value(x);
#pragma acc data copy(a[0:CAP])
  {
    for (int rep = 0; rep < 3; rep++)
      for (int s = 0; s < 3; s++)
        reverse_async(q[s], t, 20000 / qm[s], 0, 20000 / qm[s], qm[s], s + 1);
#pragma acc wait
  }
  bad = 0;
  for (int s = 0; s < 3; s++)
    for (int j = 0; j < 20000 / qm[s]; j++)
      for (int i = 0; i < qm[s]; i++)
        bad += q[s][(long)j * qm[s] + i] != value(20000L * s + (long)j * qm[s] + (qm[s] - 1 - i));
  printf("queues: mismatches %d\n", bad);
  free(a);
  free(t);
  free(u);
  free(out);
  free(k);
  return 0;
}
