// The Laplace sweep of the OpenACC training materials: a kernels region over a 2-D nest
// updating err = fmax(err, ...) and sum += .... Both loops are parallelized (the rows of
// b[j*m + i] are m apart, the inner loop covers fewer than m elements) and the compiler
// generates reduction(max:err) and reduction(+:sum) itself, as nvc does (§2.5.3, §2.9.11).
// remark: kernels: loop at 25:3: generating reduction(max:err) reduction(+:sum)
// remark: kernels: loop at 25:3 is parallelizable
// remark: kernels: loop at 26:5 is parallelizable
// remark: kernels: loop at 25:3 gang-partitioned
// expect-exit: 0
// expect-stdout:
// | sweep 1: err 24.250000 sum 750764.000000 ok 1
// | sweep 2: err 14.937500 sum 809056.000000 ok 1
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double sweep(a, b, n, m, total)
const double *restrict a;
double *restrict b;
int n, m;
double *total;
{
  double err = 0.0, sum = 0.0;
  #pragma acc kernels copyin(a[0:n*m]) copy(b[0:n*m])
  for (int j = 1; j < n - 1; j++)
    for (int i = 1; i < m - 1; i++) {
      b[j * m + i] = 0.25 * (a[j * m + i - 1] + a[j * m + i + 1] + a[(j - 1) * m + i] + a[(j + 1) * m + i]);
      err = fmax(err, fabs(b[j * m + i] - a[j * m + i]));
      sum += b[j * m + i];
    }
  *total = sum;
  return err;
}

int main(void) {
  int n = 200, m = 160;
  double *a = malloc(sizeof *a * n * m), *b = calloc((size_t)n * m, sizeof *b), total;
  for (int k = 0; k < n * m; k++) a[k] = (k % 97) * 0.5;
  for (int it = 1; it <= 2; it++) {
    double err = sweep(a, b, n, m, &total);
    double want_err = 0, want_sum = 0;
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < m - 1; i++) {
        double v = 0.25 * (a[j * m + i - 1] + a[j * m + i + 1] + a[(j - 1) * m + i] + a[(j + 1) * m + i]);
        want_err = fmax(want_err, fabs(v - a[j * m + i]));
        want_sum += v;
      }
    int ok = err == want_err && fabs(total - want_sum) <= 1e-9 * fabs(want_sum);
    printf("sweep %d: err %f sum %f ok %d\n", it, err, round(total), ok);
    for (int k = 0; k < n * m; k++) a[k] = b[k] + (k % 5);
  }
  free(a);
  free(b);
  return 0;
}
