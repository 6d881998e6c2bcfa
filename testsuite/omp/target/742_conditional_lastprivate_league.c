// `lastprivate(conditional: list)` (OpenMP 5.0 §2.19.4.5) on `target parallel for` (5.0
// forbids the modifier on `distribute`, so a conforming program has one team), over 200 000
// iterations: each variable ends with the value of the sequentially last iteration that
// assigned it, which is not the loop's last iteration; an int and a double together, a
// `long long` in a loop running downwards by 3, a `double _Complex` in a collapsed nest with
// `schedule(dynamic, 7)`, and a variable no iteration assigns (it keeps its value). Functions
// take pointers. Before, these loops ran on one thread (decision 115: now partial results of
// 1024 slots over the team's threads).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | int 199991 double 127.5 (last iteration 200002)
// | long long 1099530627833
// | complex 299 205
// | unassigned 42
#include <complex.h>
#include <stdio.h>
#include <stdlib.h>

#define N 200003
#define R 300
#define C 211

static void last_match(const int *a, int n, int *at, double *half) {
  int i_at = -1;
  double d = -1.0;
#pragma omp target parallel for num_threads(128) lastprivate(conditional: i_at, d) \
    map(to: a[0:n])
  for (int i = 0; i < n; i++) {
    if (a[i] % 7 == 3) {
      i_at = i;
      d = a[i] * 0.5;
    }
  }
  *at = i_at;
  *half = d;
}

static long long downwards(const int *a, long long n) {
  long long key = -1;
#pragma omp target parallel for lastprivate(conditional: key) map(to: a[0:n])
  for (long long i = n - 1; i >= 0; i -= 3)
    if (a[i] % 11 == 5)
      key = i * 1000003LL + (1LL << 40);
  return key;
}

static double _Complex grid(const int *g, int rows, int cols) {
  double _Complex z = -1.0;
#pragma omp target parallel for collapse(2) schedule(dynamic, 7) \
    lastprivate(conditional: z) map(to: g[0:rows * cols])
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      if (g[r * cols + c] % 13 == 0)
        z = r + c * I;
  return z;
}

static int never(const int *a, int n) {
  int kept = 42;
#pragma omp target parallel for lastprivate(conditional: kept) map(to: a[0:n])
  for (int i = 0; i < n; i++)
    if (a[i] < 0)
      kept = i;
  return kept;
}

int main(void) {
  int *a = malloc(sizeof(int) * N);
  int *g = malloc(sizeof(int) * R * C);
  for (int i = 0; i < N; i++)
    a[i] = (int)((i * 2654435761u) % 1000u);
  for (int i = 0; i < R * C; i++)
    g[i] = (int)((i * 40503u + 7u) % 997u);
  int at;
  double half;
  last_match(a, N, &at, &half);
  printf("int %d double %.1f (last iteration %d)\n", at, half, N - 1);
  printf("long long %lld\n", downwards(a, N));
  double _Complex z = grid(g, R, C);
  printf("complex %.0f %.0f\n", creal(z), cimag(z));
  printf("unassigned %d\n", never(a, N));
  free(a);
  free(g);
  return 0;
}
