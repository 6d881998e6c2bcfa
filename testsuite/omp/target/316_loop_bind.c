// 5.0 `loop` with `bind(teams|parallel|thread)` in target regions (OpenMP 5.0 §2.9.5):
// bind(teams) shares the iterations among the teams (and their threads), bind(parallel) among
// the threads of the innermost parallel region, bind(thread) gives every encountering thread
// all of them. The OpenMP_VV forms (test_loop_bind_device: a 2-D update bound to the teams and
// to the parallel region; a local array of each team or thread updated by every thread) and
// the application's (routines taking pointers, omp_get_wtime).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | bind(teams): bad 0 x[31][31] 1923
// | bind(parallel): bad 0 x[5][7] 51
// | bind(thread) in teams: bad 0
// | bind(thread) in parallel: bad 0
// | routine: axpy y[99] 298 rowsum[9] 45 time ok
#include <omp.h>
#include <stdio.h>

#define N 32
#define T 4

static void axpy(int n, double a, const double *x, double *y) {
#pragma omp target teams map(to: x[0:n]) map(tofrom: y[0:n])
#pragma omp loop bind(teams)
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}

/* Each row's sum, one thread's loop per row (bind(thread): no sharing inside the row). */
static void row_sums(int rows, int cols, const int *m, int *sums) {
#pragma omp target parallel map(to: m[0:rows * cols]) map(from: sums[0:rows])
  {
#pragma omp for
    for (int r = 0; r < rows; r++) {
      int s = 0;
#pragma omp loop bind(thread) reduction(+: s)
      for (int c = 0; c < cols; c++)
        s += m[r * cols + c];
      sums[r] = s;
    }
  }
}

int main(void) {
  int x[N][N], y[N], z[N], bad = 0;
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++)
      x[i][j] = 1;
    y[i] = i;
    z[i] = 2 * i;
  }
#pragma omp target teams num_teams(T) thread_limit(8) map(tofrom: x, y, z)
  {
#pragma omp loop bind(teams)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        x[i][j] += y[i] * z[i];
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      bad += x[i][j] != 1 + y[i] * z[i];
  printf("bind(teams): bad %d x[31][31] %d\n", bad, x[31][31]);

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      x[i][j] = 1;
  bad = 0;
#pragma omp target parallel num_threads(8) map(tofrom: x, y, z)
  {
#pragma omp loop bind(parallel)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        x[i][j] += y[i] * z[i];
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      bad += x[i][j] != 1 + y[i] * z[i];
  printf("bind(parallel): bad %d x[5][7] %d\n", bad, x[5][7]);

  /* Every team runs every iteration on its own array; the copies of all teams agree. */
  static int result[N][N][T];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < T; k++)
        result[i][j][k] = 1;
  int teams = -1;
#pragma omp target teams num_teams(T) map(tofrom: result, y, z, teams)
  {
    int w[N][N];
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        w[i][j] = 1;
#pragma omp loop bind(thread)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        w[i][j] += y[i] * z[i];
    if (omp_get_team_num() == 0)
      teams = omp_get_num_teams();
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        result[i][j][omp_get_team_num()] = w[i][j];
  }
  bad = teams < 1 || teams > T;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < teams && k < T; k++)
        bad += result[i][j][k] != 1 + y[i] * z[i];
  printf("bind(thread) in teams: bad %d\n", bad);

  /* Every thread of the team runs every iteration on its own array. */
  static int per_thread[N][T];
  int threads = -1;
  for (int i = 0; i < N; i++)
    for (int k = 0; k < T; k++)
      per_thread[i][k] = 0;
#pragma omp target parallel num_threads(T) map(tofrom: per_thread, y, z, threads)
  {
    int v[N];
    for (int i = 0; i < N; i++)
      v[i] = 1;
#pragma omp loop bind(thread)
    for (int i = 0; i < N; i++)
      v[i] += y[i] * z[i];
    int t = omp_get_thread_num();
    if (t == 0)
      threads = omp_get_num_threads();
    for (int i = 0; i < N; i++)
      per_thread[i][t] = v[i];
  }
  bad = threads < 1 || threads > T;
  for (int i = 0; i < N; i++)
    for (int k = 0; k < threads && k < T; k++)
      bad += per_thread[i][k] != 1 + y[i] * z[i];
  printf("bind(thread) in parallel: bad %d\n", bad);

  double xs[100], ys[100];
  int m[10 * 10], sums[10];
  for (int i = 0; i < 100; i++) {
    xs[i] = i;
    ys[i] = 1;
    m[i] = i % 10;
  }
  double t0 = omp_get_wtime();
  axpy(100, 3.0, xs, ys);
  row_sums(10, 10, m, sums);
  double t1 = omp_get_wtime();
  printf("routine: axpy y[99] %.0f rowsum[9] %d time %s\n", ys[99], sums[9], t1 >= t0 ? "ok" : "bad");
  return 0;
}
