// linear on a worksharing `for` inside a parallel region of a target region (OpenMP 4.5
// §2.15.3.7): each thread's copy of the variable is `start + k·step` at the top of logical
// iteration k whatever share of the iterations the thread runs, and the value at the end of
// the sequentially last iteration is the variable's after the loop, which every thread of
// the team reads after the loop's barrier. The usual packing body (j advances by the step in
// each iteration), the default step of 1, a step from a variable, a pointer walking an array,
// a loop with a step of 4 and a collapsed nest, and a routine taking the arrays. The pointer
// is not mapped: the target region's copy is firstprivate (4.5 §2.15.5), so its last value
// stays in the region and the host's `p` is still `d`.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | pack: j 2000 out[1] 0 out[1999] 999 bad 0
// | step 1: m 1000 seen 1000 bad 0
// | step variable: s 2994 bad 0
// | pointer: 0 bad 0
// | stride 4: q 250 bad 0
// | collapse: c 36 bad 0
#include <stdio.h>

#define N 1000

static int interleave(const int *x, const int *y, int *out, int n) {
  int j = 0;
#pragma omp target parallel map(to: x[0:n], y[0:n]) map(from: out[0:2 * n]) map(tofrom: j)
  {
#pragma omp for linear(j: 2)
    for (int i = 0; i < n; i++) {
      out[j] = x[i];
      out[j + 1] = y[i];
      j += 2;
    }
  }
  return j;
}

int main(void) {
  static int x[N], y[N], out[2 * N];
  for (int i = 0; i < N; i++) {
    x[i] = i;
    y[i] = i;
  }
  int j = interleave(x, y, out, N);
  int bad = 0;
  for (int i = 0; i < 2 * N; i++)
    bad += out[i] != i / 2;
  printf("pack: j %d out[1] %d out[1999] %d bad %d\n", j, out[1], out[2 * N - 1], bad);

  int m = 0, seen[32], idx[N];
#pragma omp target teams num_teams(1) map(tofrom: m, seen, idx)
#pragma omp parallel
  {
#pragma omp for linear(m)
    for (int i = 0; i < N; i++) {
      idx[i] = m; /* m is i here, whichever thread runs i */
      m++;
    }
#pragma omp for
    for (int t = 0; t < 32; t++)
      seen[t] = m;
  }
  bad = 0;
  for (int i = 0; i < N; i++)
    bad += idx[i] != i;
  for (int t = 0; t < 32; t++)
    bad += seen[t] != N;
  printf("step 1: m %d seen %d bad %d\n", m, seen[0], bad);

  int s = -3, st = 3, vals[N];
#pragma omp target parallel map(tofrom: s, vals)
  {
#pragma omp for linear(s: st)
    for (int i = 0; i < N; i++) {
      vals[i] = s;
      s += st;
    }
  }
  bad = 0;
  for (int i = 0; i < N; i++)
    bad += vals[i] != -3 + 3 * i;
  printf("step variable: s %d bad %d\n", s - 3, bad);

  double d[64];
  for (int i = 0; i < 64; i++)
    d[i] = 0.0;
  double *p = d;
#pragma omp target map(tofrom: d)
#pragma omp parallel
  {
#pragma omp for linear(p: 8)
    for (int i = 0; i < 8; i++) {
      *p = i;
      p += 8;
    }
  }
  bad = 0;
  for (int i = 0; i < 64; i++)
    bad += d[i] != (i % 8 == 0 ? i / 8 : 0);
  printf("pointer: %d bad %d\n", (int)(p - d) / 8, bad);

  int q = 0, w[N];
#pragma omp target parallel map(tofrom: q, w)
  {
#pragma omp for linear(q)
    for (int i = 0; i < N; i += 4) {
      w[i / 4] = q;
      q++;
    }
  }
  bad = 0;
  for (int i = 0; i < N / 4; i++)
    bad += w[i] != i;
  printf("stride 4: q %d bad %d\n", q, bad);

  int c = 0, g[6][6];
#pragma omp target parallel map(tofrom: c, g)
  {
#pragma omp for collapse(2) linear(c)
    for (int a = 0; a < 6; a++)
      for (int b = 0; b < 6; b++) {
        g[a][b] = c;
        c++;
      }
  }
  bad = 0;
  for (int a = 0; a < 6; a++)
    for (int b = 0; b < 6; b++)
      bad += g[a][b] != 6 * a + b;
  printf("collapse: c %d bad %d\n", c, bad);
  return 0;
}
