// Worker and gang routines on the GPU (OpenACC 3.3 §2.15.1, docs/gpu.md "Routines with loops
// of their own", decision 51): called from gang-redundant code, every thread of the gang runs
// the routine's cooperative version; a worker loop's iterations go to the workers
// (threadIdx.y) and its vector loops, with a reduction, to each worker's threads; a gang
// routine's `loop gang vector` runs over the threads of all gangs and its `loop gang` with an
// inner vector reduction gives each gang's rows to that gang's threads. Called from
// `parallel loop gang`, from `parallel num_gangs(…)` with no loop of its own (the region's
// only loops are the routine's) and from a region with worker loops of its own.
// expect-exit: 0
// expect-stdout:
// | worker rows: wrong 0
// | worker loop only: wrong 0
// | gang vector: wrong 0
// | gang rows: wrong 0
// | region with workers: wrong 0
#include <stdio.h>
#define R 40
#define N 64
#define M 300

// rows[k] = sum of block[k][*] for the N rows of one block.
#pragma acc routine worker
static void block_sums(const double *block, double *rows) {
  #pragma acc loop worker
  for (int k = 0; k < N; k++) {
    double s = 0;
    #pragma acc loop vector reduction(+:s)
    for (int j = 0; j < M; j++) s += block[k * M + j];
    rows[k] = s;
  }
}

#pragma acc routine worker
static void add_one(double *x, int n) {
  #pragma acc loop worker
  for (int k = 0; k < n; k++) x[k] += 1;
}

#pragma acc routine gang
static void scale_all(double *x, long n, double f) {
  #pragma acc loop gang vector
  for (long k = 0; k < n; k++) x[k] *= f;
}

#pragma acc routine gang
static void gang_rows(const double *x, double *sums, int rows, int cols) {
  #pragma acc loop gang
  for (int r = 0; r < rows; r++) {
    double s = 0;
    #pragma acc loop vector reduction(+:s)
    for (int c = 0; c < cols; c++) s += x[r * cols + c];
    sums[r] = s;
  }
}

static double blk[R][N * M], rs[R][N], ones[R][N * 4], big[R * N * M], gs[R * N];
static double wk[R][N * 4];

int main(void) {
  for (int i = 0; i < R; i++)
    for (int j = 0; j < N * M; j++) blk[i][j] = (i + j) % 13;
  #pragma acc parallel loop gang copyin(blk) copyout(rs)
  for (int i = 0; i < R; i++) block_sums(blk[i], rs[i]);
  int wrong = 0;
  for (int i = 0; i < R; i++)
    for (int k = 0; k < N; k++) {
      double s = 0;
      for (int j = 0; j < M; j++) s += blk[i][k * M + j];
      wrong += rs[i][k] != s;
    }
  printf("worker rows: wrong %d\n", wrong);

  #pragma acc parallel loop gang copy(ones)
  for (int i = 0; i < R; i++) add_one(ones[i], N * 4);
  wrong = 0;
  for (int i = 0; i < R; i++)
    for (int k = 0; k < N * 4; k++) wrong += ones[i][k] != 1;
  printf("worker loop only: wrong %d\n", wrong);

  for (long k = 0; k < (long)R * N * M; k++) big[k] = k % 17;
  #pragma acc parallel num_gangs(8) copy(big)
  scale_all(big, (long)R * N * M, 2.0);
  wrong = 0;
  for (long k = 0; k < (long)R * N * M; k++) wrong += big[k] != 2.0 * (k % 17);
  printf("gang vector: wrong %d\n", wrong);

  #pragma acc parallel num_gangs(5) copyin(big) copyout(gs)
  gang_rows(big, gs, R * N, M);
  wrong = 0;
  for (int r = 0; r < R * N; r++) {
    double s = 0;
    for (int c = 0; c < M; c++) s += big[(long)r * M + c];
    wrong += gs[r] != s;
  }
  printf("gang rows: wrong %d\n", wrong);

  // A region with worker loops of its own (two-dimensional blocks) calling a worker routine
  // from its gang-redundant code.
  #pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(blk) copyout(wk, rs)
  for (int i = 0; i < R; i++) {
    #pragma acc loop worker
    for (int k = 0; k < N; k++) {
      #pragma acc loop vector
      for (int j = 0; j < 4; j++) wk[i][k * 4 + j] = blk[i][k * M + j];
    }
    block_sums(blk[i], rs[i]);
  }
  wrong = 0;
  for (int i = 0; i < R; i++)
    for (int k = 0; k < N; k++) {
      double s = 0;
      for (int j = 0; j < M; j++) s += blk[i][k * M + j];
      wrong += rs[i][k] != s;
      for (int j = 0; j < 4; j++) wrong += wk[i][k * 4 + j] != blk[i][k * M + j];
    }
  printf("region with workers: wrong %d\n", wrong);
  return 0;
}
