// `for simd` and `parallel for simd` inside target regions (OpenMP 4.5 §2.8.3, §2.8.4), not
// the combined `target teams distribute parallel for simd`: `for simd` in `target parallel`
// and in a parallel region of `target teams` (its iterations shared by the team's threads,
// which on the GPU are the lanes of the gang, as the combined construct's iterations are),
// with reduction, lastprivate, linear and firstprivate; `parallel for simd` directly in a
// `target` region and in `target teams` with one team; `simd` inside a `for` of a parallel
// region. Routines take pointers, as applications do.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | for simd: sum 8386560 last 4095 bad 0
// | linear: j 8192 bad 0
// | teams + parallel: dot 1365 bad 0
// | parallel for simd: bad 0 max 12285
// | for + simd: 4096 bad 0
#include <stdio.h>

#define N 4096

static double axpy_sum(double a, const double *x, double *y, int n, int *last) {
  double s = 0.0;
  int lastk = -1;
#pragma omp target parallel map(to: x[0:n]) map(tofrom: y[0:n], s, lastk)
  {
#pragma omp for simd reduction(+: s) lastprivate(lastk) firstprivate(a)
    for (int i = 0; i < n; i++) {
      y[i] = a * x[i] + y[i];
      s += x[i];
      lastk = i;
    }
  }
  *last = lastk;
  return s;
}

int main(void) {
  static double x[N], y[N];
  for (int i = 0; i < N; i++) {
    x[i] = i;
    y[i] = 1.0;
  }
  int last;
  double r = axpy_sum(2.0, x, y, N, &last);
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += y[i] != 2.0 * i + 1.0;
  printf("for simd: sum %.0f last %d bad %d\n", r, last, bad);

  static int packed[2 * N];
  int j = 0;
#pragma omp target parallel map(from: packed) map(tofrom: j)
  {
#pragma omp for simd linear(j: 2)
    for (int i = 0; i < N; i++) {
      packed[j] = i;
      packed[j + 1] = -i;
      j += 2;
    }
  }
  bad = 0;
  for (int i = 0; i < N; i++)
    bad += packed[2 * i] != i || packed[2 * i + 1] != -i;
  printf("linear: j %d bad %d\n", j, bad);

  int dot = 0;
  static int u[N], v[N];
  for (int i = 0; i < N; i++) {
    u[i] = i % 3;
    v[i] = 1;
  }
#pragma omp target teams num_teams(1) map(to: u, v) map(tofrom: dot)
#pragma omp parallel
  {
#pragma omp for simd reduction(+: dot)
    for (int i = 0; i < N; i++)
      dot += u[i] * v[i];
  }
  bad = dot != 4095;
  printf("teams + parallel: dot %d bad %d\n", dot / 3, bad);

  static int z[N];
  int mx = 0;
#pragma omp target map(from: z) map(tofrom: mx)
#pragma omp parallel for simd reduction(max: mx)
  for (int i = 0; i < N; i++) {
    z[i] = 3 * i;
    mx = z[i] > mx ? z[i] : mx;
  }
  bad = 0;
  for (int i = 0; i < N; i++)
    bad += z[i] != 3 * i;
#pragma omp target teams num_teams(1) map(tofrom: z)
#pragma omp parallel for simd
  for (int i = 0; i < N; i++)
    z[i] += 1;
  for (int i = 0; i < N; i++)
    bad += z[i] != 3 * i + 1;
  printf("parallel for simd: bad %d max %d\n", bad, mx);

  static int m[64][64];
  int cnt = 0;
#pragma omp target parallel map(from: m) map(tofrom: cnt)
  {
#pragma omp for reduction(+: cnt)
    for (int a = 0; a < 64; a++) {
#pragma omp simd reduction(+: cnt)
      for (int b = 0; b < 64; b++) {
        m[a][b] = a + b;
        cnt += 1;
      }
    }
  }
  bad = 0;
  for (int a = 0; a < 64; a++)
    for (int b = 0; b < 64; b++)
      bad += m[a][b] != a + b;
  printf("for + simd: %d bad %d\n", cnt, bad);
  return 0;
}
