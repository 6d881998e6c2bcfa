// CSR SpMV: gang loop over rows, inner vector reduction(+:s) and y[i] = s after it; row lengths 0..300 including empty rows.
// expect-exit: 0
// expect-stdout:
// | csr rows 700 nnz 102979 empty 18 ysum 410690.0 y3 1171.0 y4 0.5 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 700
#define NC 1000
#define MAXNZ (R * 301)
static int rowptr[R + 1], col[MAXNZ];
static double val[MAXNZ], x[NC], y[R];
int main(void) {
  int nnz = 0, empty = 0;
  for (int i = 0; i < R; i++) {
    rowptr[i] = nnz;
    int len = (i * 37) % 301;
    if (i % 50 == 7 || i == R - 1) len = 0;
    if (i == 3) len = 300;
    if (i == 4) len = 1;
    empty += len == 0;
    for (int k = 0; k < len; k++) {
      col[nnz] = (i * 13 + k * 7) % NC;
      val[nnz] = (double)((i + 2 * k) % 9 - 3);
      nnz++;
    }
  }
  rowptr[R] = nnz;
  for (int j = 0; j < NC; j++) x[j] = (double)(j % 17) * 0.5;
  for (int i = 0; i < R; i++) y[i] = -99.0;
  #pragma acc parallel loop gang copyin(rowptr[0:R+1], col[0:nnz], val[0:nnz], x) copy(y)
  for (int i = 0; i < R; i++) {
    double s = 0.0;
    int lo = rowptr[i], hi = rowptr[i + 1];
    #pragma acc loop vector reduction(+:s)
    for (int k = lo; k < hi; k++) s += val[k] * x[col[k]];
    y[i] = s;
  }
  int bad = 0;
  double tot = 0.0;
  for (int i = 0; i < R; i++) {
    double e = 0.0;
    for (int k = rowptr[i]; k < rowptr[i + 1]; k++) e += val[k] * x[col[k]];
    bad += y[i] != e;
    tot += y[i];
  }
  printf("csr rows %d nnz %d empty %d ysum %.1f y3 %.1f y4 %.1f bad %d\n", R, nnz, empty, tot, y[3], y[4], bad);
  return bad != 0;
}
