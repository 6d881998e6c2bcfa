// Gang routines of a lower gang dimension called from gang loops of a higher one (OpenACC
// 3.3 §2.15.1, §2.9.2): `routine gang(dim:1)` from a `gang(dim:2)` loop over the rows of a
// matrix, `routine gang(dim:2)` from a `gang(dim:3)` loop over the planes of a box. Each gang
// of the outer dimension runs the routine, whose gang loop shares its iterations among the
// gangs of the lower dimensions, so every element is updated once. oxacc refused the calls
// ("function 'row_add' with 'routine gang' cannot be called from a 'gang' loop"), as if the
// routine partitioned the caller's dimension too (OpenACCV-V tests/mis/gang_dimensions.c).
// expect-from: hand (gcc 12 lacks gang(dim:); the serial build prints these lines)
// expect-exit: 0
// expect-stdout:
// | rows (4 x 8 gangs): 0 of 2400 wrong, sum 5100.0
// | box (2 x 3 x 4 gangs): 0 of 6000 wrong, sum 12000.0
// | rows, default gangs: 0 of 2400 wrong
#include <stdio.h>
#include <stdlib.h>

#pragma acc routine gang(dim:1)
static void row_add(double *row, int cols, double v) {
#pragma acc loop gang(dim:1)
  for (int j = 0; j < cols; j++)
    row[j] += v;
}

#pragma acc routine gang(dim:2)
static void plane_add(double *plane, int rows, int cols, double v) {
#pragma acc loop gang(dim:2)
  for (int i = 0; i < rows; i++)
    row_add(plane + (size_t)i * cols, cols, v);
}

static int wrong(const double *a, size_t n, double want, double *sum) {
  int bad = 0;
  *sum = 0;
  for (size_t i = 0; i < n; i++) {
    bad += a[i] != want;
    *sum += a[i];
  }
  return bad;
}

int main(void) {
  int rows = 40, cols = 60;
  double *m = malloc(sizeof(double) * rows * cols);
  for (int i = 0; i < rows * cols; i++)
    m[i] = 1.0;
#pragma acc parallel loop gang(dim:2) num_gangs(8, 4) copy(m[0:rows*cols])
  for (int i = 0; i < rows; i++)
    row_add(m + (size_t)i * cols, cols, 1.125);
  double sum;
  int bad = wrong(m, (size_t)rows * cols, 2.125, &sum);
  printf("rows (4 x 8 gangs): %d of %d wrong, sum %.1f\n", bad, rows * cols, sum);

  int planes = 10, r = 20, c = 30;
  double *box = calloc((size_t)planes * r * c, sizeof(double));
#pragma acc parallel loop gang(dim:3) num_gangs(4, 3, 2) copy(box[0:planes*r*c])
  for (int p = 0; p < planes; p++)
    plane_add(box + (size_t)p * r * c, r, c, 2.0);
  bad = wrong(box, (size_t)planes * r * c, 2.0, &sum);
  printf("box (2 x 3 x 4 gangs): %d of %d wrong, sum %.1f\n", bad, planes * r * c, sum);

#pragma acc parallel loop gang(dim:2) copy(m[0:rows*cols])
  for (int i = 0; i < rows; i++)
    row_add(m + (size_t)i * cols, cols, -1.125);
  bad = wrong(m, (size_t)rows * cols, 1.0, &sum);
  printf("rows, default gangs: %d of %d wrong\n", bad, rows * cols);
  free(m);
  free(box);
  return 0;
}
