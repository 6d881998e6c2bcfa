// `lastprivate(conditional: list)` (OpenMP 5.0 §2.19.4.5): after the loop the variable has the
// value of the sequentially last iteration that assigned it, and keeps its own when no
// iteration did. Host worksharing loops (`parallel for` with `schedule(dynamic, 3)` and two
// variables of different types, an orphaned `for` in a function taking pointers with
// `collapse(2)` over a loop counting down, `nowait`, `for simd`, no assignment at all) and
// `simd`; on the device a `target parallel for`, `target simd` and a `simd` loop in a parallel
// region of a target region. The searches are the application kind: the last index meeting a
// condition, the last matching record's payload.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | host: last 243 half 495.5 grid 903 simd 973 none -7 fs 952
// | device: last 243 half 495.5 simd 973 team 911 none -4
#include <stdio.h>

#define N 1000

static int where = -1;

static void last_multiple(const int *v, int rows, int cols, int k) {
#pragma omp for collapse(2) lastprivate(conditional: where)
  for (int i = 0; i < rows; i++)
    for (int j = cols - 1; j >= 0; j--)
      if (v[i * cols + j] % k == 0)
        where = i * 100 + j;
}

int main(void) {
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = (i * 37) % N;

  int last = -1, grid = -1, s = -1, none = -7, fs = -1;
  double half = 0;
#pragma omp parallel for lastprivate(conditional: last, half) schedule(dynamic, 3)
  for (int i = 0; i < N; i++)
    if (a[i] > 990) {
      last = i;
      half = a[i] * 0.5;
    }
#pragma omp parallel
  {
    last_multiple(a, 10, 10, 7);
#pragma omp for lastprivate(conditional: none) nowait
    for (int i = 0; i < N; i++)
      if (a[i] > 5000)
        none = i;
  }
#pragma omp simd lastprivate(conditional: s)
  for (int i = 0; i < N; i++)
    if (a[i] < 3)
      s = i;
#pragma omp parallel for simd lastprivate(conditional: fs)
  for (int i = 0; i < N; i++)
    if (a[i] % 50 == 24)
      fs = i;
  grid = where;
  printf("host: last %d half %.1f grid %d simd %d none %d fs %d\n", last, half, grid, s, none,
         fs);

  int dlast = -1, ds = -1, team = -1, dnone = -4;
  double dhalf = 0;
#pragma omp target parallel for lastprivate(conditional: dlast, dhalf) map(to: a)
  for (int i = 0; i < N; i++)
    if (a[i] > 990) {
      dlast = i;
      dhalf = a[i] * 0.5;
    }
#pragma omp target simd lastprivate(conditional: ds) map(to: a)
  for (int i = 0; i < N; i++)
    if (a[i] < 3)
      ds = i;
#pragma omp target map(to: a) map(tofrom: team)
#pragma omp parallel num_threads(1)
  {
#pragma omp simd lastprivate(conditional: team)
    for (int i = 0; i < N; i++)
      if (a[i] % 100 == 7)
        team = i;
  }
#pragma omp target parallel for lastprivate(conditional: dnone) map(to: a)
  for (int i = 0; i < N; i++)
    if (a[i] > 5000)
      dnone = i;
  printf("device: last %d half %.1f simd %d team %d none %d\n", dlast, dhalf, ds, team, dnone);
  return 0;
}
