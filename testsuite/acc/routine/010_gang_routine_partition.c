// Gang, worker and vector routines whose loops are at their level (OpenACC 3.3 §2.15.1): a
// gang routine is called gang-redundantly and its `loop gang` shares the iterations among the
// gangs of the calling region, so each iteration runs once (it ran once per gang: counters of
// num_gangs and sums num_gangs times too big). Routines declared by a prototype and defined
// after main, and defined before their use; called from `parallel num_gangs(…)`, from a
// `parallel` without it and from `parallel loop gang` (worker and vector routines).
// expect-exit: 0
// expect-stdout:
// | gang, num_gangs(8)           0 of 1000 wrong
// | gang, default gangs          0 of 1000 wrong
// | gang vector collapse(2)      0 of 1000 wrong
// | implicit gang, loop          0 of 1000 wrong
// | implicit gang, seq > vector  0 of 63000 wrong
// | gang rows, vector reduction: sums[0] 69.5 sums[49] 86.0 total 3989.5
// | worker, parallel loop gang   0 of 64000 wrong
// | vector reduction: dots[0] 11974.0 dots[63] 11221.0 sum 741038.0
#include <stdio.h>
#include <stdlib.h>
#define N 1000
#define M 64

#pragma acc routine gang
void count_gang(int *hits, int n);

/* Row sums: gang loop over the rows, a vector reduction over each row; and the total through
   an atomic update per row, num_gangs times too big if every gang ran every row. */
#pragma acc routine gang
static void row_sums(const double *a, int rows, int cols, double *sums, double *total) {
  #pragma acc loop gang
  for (int r = 0; r < rows; r++) {
    double s = 0;
    #pragma acc loop vector reduction(+:s)
    for (int j = 0; j < cols; j++) s += a[r * cols + j];
    sums[r] = s;
    #pragma acc atomic update
    *total += s;
  }
}

/* gang vector, collapsed over a 2-D index space. */
#pragma acc routine gang
static void count_gang_2d(int *hits, int rows, int cols) {
  #pragma acc loop gang vector collapse(2)
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
      #pragma acc atomic update
      hits[i * cols + j] += 1;
    }
}

/* Orphaned loops without a level (independent, §2.9.6) and a vector loop inside a seq loop:
   each takes an implicit gang(dim:1) (§2.9.2), so the gangs share them too. */
#pragma acc routine gang
static void count_implicit(int *hits, int *grid, int n, int rows, int cols) {
  #pragma acc loop
  for (int i = 0; i < n; i++) {
    #pragma acc atomic update
    hits[i] += 1;
  }
  #pragma acc loop seq
  for (int r = 0; r < rows; r++) {
    #pragma acc loop vector
    for (int j = 0; j < cols; j++) {
      #pragma acc atomic update
      grid[r * cols + j] += 1;
    }
  }
}

#pragma acc routine worker
static void count_worker(int *hits, int row, int cols) {
  #pragma acc loop worker
  for (int j = 0; j < cols; j++) {
    #pragma acc atomic update
    hits[row * cols + j] += 1;
  }
}

#pragma acc routine vector
static double dot_vector(const double *a, const double *b, int n) {
  double s = 0;
  #pragma acc loop vector reduction(+:s)
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}

static int check(const char *what, const int *hits, int n) {
  int wrong = 0, first = -1;
  for (int i = 0; i < n; i++)
    if (hits[i] != 1) {
      wrong++;
      if (first < 0) first = i;
    }
  printf("%-28s %d of %d wrong", what, wrong, n);
  if (wrong) printf(" (first %d: %d)", first, hits[first]);
  printf("\n");
  return wrong != 0;
}

int main(void) {
  int *hits = calloc(N * M, sizeof *hits);
  double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
  double *dots = calloc(M, sizeof *dots);
  int bad = 0;
  for (int i = 0; i < N; i++) {
    a[i] = (i % 17) * 0.5;
    b[i] = (i % 5) + 1;
  }

  #pragma acc parallel num_gangs(8) copy(hits[0:N])
  count_gang(hits, N);
  bad |= check("gang, num_gangs(8)", hits, N);

  for (int i = 0; i < N; i++) hits[i] = 0;
  #pragma acc parallel copy(hits[0:N])
  count_gang(hits, N);
  bad |= check("gang, default gangs", hits, N);

  for (int i = 0; i < N; i++) hits[i] = 0;
  #pragma acc parallel num_gangs(3) vector_length(32) copy(hits[0:N])
  count_gang_2d(hits, N / 10, 10);
  bad |= check("gang vector collapse(2)", hits, N);

  for (int i = 0; i < N * M; i++) hits[i] = 0;
  #pragma acc parallel num_gangs(6) copy(hits[0:N * M])
  count_implicit(hits, hits + N, N, M - 1, N);
  bad |= check("implicit gang, loop", hits, N);
  bad |= check("implicit gang, seq > vector", hits + N, N * (M - 1));

  double total = 0, sums[N / 20];
  #pragma acc parallel num_gangs(5) copyin(a[0:N]) copy(total) copyout(sums)
  row_sums(a, N / 20, 20, sums, &total);
  printf("gang rows, vector reduction: sums[0] %.1f sums[%d] %.1f total %.1f\n", sums[0],
         N / 20 - 1, sums[N / 20 - 1], total);

  for (int i = 0; i < N * M; i++) hits[i] = 0;
  #pragma acc parallel loop gang num_gangs(4) copy(hits[0:N * M])
  for (int r = 0; r < N; r++) count_worker(hits, r, M);
  bad |= check("worker, parallel loop gang", hits, N * M);

  #pragma acc parallel loop gang worker copyin(a[0:N], b[0:N]) copyout(dots[0:M])
  for (int r = 0; r < M; r++) dots[r] = dot_vector(a, b, N - r);
  double ds = 0;
  for (int r = 0; r < M; r++) ds += dots[r];
  printf("vector reduction: dots[0] %.1f dots[%d] %.1f sum %.1f\n", dots[0], M - 1, dots[M - 1], ds);

  free(hits);
  free(a);
  free(b);
  free(dots);
  return bad;
}

void count_gang(int *hits, int n) {
  #pragma acc loop gang
  for (int i = 0; i < n; i++) {
    #pragma acc atomic update
    hits[i] += 1;
  }
}
