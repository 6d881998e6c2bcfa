// A `parallel for` whose body nests a `simd` loop (the GPU OpenMP way of writing a CSR SpMV):
// the team's threads are the workers and the simd iterations the vector lanes, as nvc and
// clang do (docs/openmp.md). Rows of 0 to 70 nonzeros (more than a warp, empty rows), a row
// count that is a multiple of nothing, reductions in the simd loop (+ on double and long, max),
// several rows per team, worker-level code before and after the simd loop, a simd loop inside a
// sequential loop of the thread loop, the three levels (`distribute`, `parallel for`, `simd`)
// on three constructs, `target parallel for` (one team), and `distribute parallel for simd`
// (one loop: the vector lanes) with a plain inner loop.
// args: -fopenmp
// remark: loop at 32:9: iterations shared by the workers of a gang on the GPU (worker, threadIdx.y)
// remark: loop at 36:9: iterations shared by the threads of a gang on the GPU (vector)
// remark: loop at 78:9: iterations shared by the workers of a gang on the GPU (worker, threadIdx.y)
// remark: loop at 83:9: iterations shared by the threads of a gang on the GPU (vector)
// remark: loop at 101:9: iterations shared by the workers of a gang on the GPU (worker, threadIdx.y)
// remark: loop at 104:9: iterations shared by the threads of a gang on the GPU (vector)
// remark: loop at 118:9: iterations shared by the workers of a gang on the GPU (worker, threadIdx.y)
// remark: loop at 121:9: iterations shared by the threads of a gang on the GPU (vector)
// remark: loop at 135:9: iterations shared by the threads of a gang on the GPU (vector)
// expect-exit: 0
// expect-stdout:
// | spmv: y[0] 81 y[1] 436 y[996] 138 sum 312863 rowmax sum 794308
// | bands: sum 37610360 last 37116
// | blocks: sum 279565 t[3][7] 1348
// | one team: sum 6862728
// | flat: sum 312863
#include <stdio.h>
#include <stdlib.h>

static void spmv(int n, const int *rowptr, const int *col, const double *val, const double *x,
                 double *y, long *rowmax) {
  int nnz = rowptr[n];
#pragma omp target teams distribute parallel for map(to: rowptr[0:n + 1], col[0:nnz], val[0:nnz], x[0:n]) map(from: y[0:n], rowmax[0:n])
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    long m = -1;
#pragma omp simd reduction(+ : s) reduction(max : m)
    for (int k = rowptr[i]; k < rowptr[i + 1]; k++) {
      s += val[k] * x[col[k]];
      m = col[k] > m ? col[k] : m;
    }
    y[i] = s;
    rowmax[i] = m;
  }
}

int main(void) {
  int n = 997;
  int *rowptr = malloc((n + 1) * sizeof *rowptr);
  rowptr[0] = 0;
  for (int i = 0; i < n; i++)
    rowptr[i + 1] = rowptr[i] + (i * 37 + 11) % 71;
  int nnz = rowptr[n];
  int *col = malloc(nnz * sizeof *col);
  double *val = malloc(nnz * sizeof *val);
  double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  long *rowmax = malloc(n * sizeof *rowmax);
  for (int i = 0; i < n; i++) {
    x[i] = i % 10;
    for (int k = rowptr[i]; k < rowptr[i + 1]; k++) {
      col[k] = (i + (k - rowptr[i]) * 13) % n;
      val[k] = (k % 3) + 1;
    }
  }
  spmv(n, rowptr, col, val, x, y, rowmax);
  double sum = 0;
  long msum = 0;
  for (int i = 0; i < n; i++) {
    sum += y[i];
    msum += rowmax[i];
  }
  printf("spmv: y[0] %.0f y[1] %.0f y[%d] %.0f sum %.0f rowmax sum %ld\n", y[0], y[1], n - 1,
         y[n - 1], sum, msum);

  /* Several bands per thread: a sequential loop around the simd loop, a scale set by the
     thread before it and the total written after it. */
  enum { R = 203, C = 100, B = 5 };
  static long band[R];
#pragma omp target teams distribute parallel for map(from: band) num_teams(7)
  for (int r = 0; r < R; r++) {
    long scale = r % 4 + 1, total = 0;
    for (int b = 0; b < B; b++) {
      long part = 0;
#pragma omp simd reduction(+ : part)
      for (int c = b; c < C; c++)
        part += (long)(c + r) * scale;
      total += part;
    }
    band[r] = total;
  }
  long bsum = 0;
  for (int r = 0; r < R; r++)
    bsum += band[r];
  printf("bands: sum %ld last %ld\n", bsum, band[R - 1] / 10);

  /* distribute / parallel for / simd on three constructs. */
  enum { NB = 9, NR = 23, NC = 45 };
  static long t[NB][NR];
#pragma omp target teams map(from: t) num_teams(3)
#pragma omp distribute
  for (int b = 0; b < NB; b++) {
#pragma omp parallel for
    for (int r = 0; r < NR; r++) {
      long s = 0;
#pragma omp simd reduction(+ : s)
      for (int c = 0; c < NC; c++)
        s += (b + 1) * (r + c) % 17 + c;
      t[b][r] = s;
    }
  }
  long tsum = 0;
  for (int b = 0; b < NB; b++)
    for (int r = 0; r < NR; r++)
      tsum += t[b][r];
  printf("blocks: sum %ld t[3][7] %ld\n", tsum, t[3][7]);

  /* target parallel for: one team whose threads are the workers. */
  static long u[R];
#pragma omp target parallel for map(from: u)
  for (int r = 0; r < R; r++) {
    long s = 0;
#pragma omp simd reduction(+ : s)
    for (int c = 0; c < r % 64 + 3; c++)
      s += c * (r % 7 + 1);
    u[r] = s * 12;
  }
  long usum = 0;
  for (int r = 0; r < R; r++)
    usum += u[r];
  printf("one team: sum %ld\n", usum);

  /* distribute parallel for simd: one loop over the lanes; its plain inner loop runs in each
     lane. */
  for (int i = 0; i < n; i++)
    y[i] = -1;
#pragma omp target teams distribute parallel for simd map(to: rowptr[0:n + 1], col[0:nnz], val[0:nnz], x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (int k = rowptr[i]; k < rowptr[i + 1]; k++)
      s += val[k] * x[col[k]];
    y[i] = s;
  }
  sum = 0;
  for (int i = 0; i < n; i++)
    sum += y[i];
  printf("flat: sum %.0f\n", sum);
  free(rowptr);
  free(col);
  free(val);
  free(x);
  free(y);
  free(rowmax);
  return 0;
}
