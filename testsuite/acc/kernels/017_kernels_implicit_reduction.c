// Reproducer kernels_implicit_reduction_1 (issue 21): a kernels nest with err = fmax(err, …) and
// sum += …: both loops parallel, reduction(max:err) and reduction(+:sum) generated.
// remark: loop at 20:5: generating reduction(max:err) reduction(+:sum)
// remark: kernels: loop at 20:5 is parallelizable
// remark: kernels: loop at 21:9 is parallelizable
// expect-exit: 0
// expect-stdout:
// | PASS err=24.25 total=25067695.000000
/* A kernels region whose loop nest carries a max and a sum into scalars, the way OpenACC is
   taught: nvc parallelizes both loops and generates reduction(max:err) and reduction(+:total)
   itself. oxacc must do the same (or at least parallelize the nest): -Minfo=accel says what it
   did. Self-checking on any device. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double sweep(const double *restrict a, double *restrict b, int n, int m, double *total) {
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
    int n = 1024, m = 1024;
    double *a = malloc(sizeof *a * n * m), *b = calloc((size_t)n * m, sizeof *b), total;
    for (int k = 0; k < n * m; k++) a[k] = (k % 97) * 0.5;
    double err = sweep(a, b, n, m, &total);
    double want_err = 0, want_sum = 0;
    for (int j = 1; j < n - 1; j++)
        for (int i = 1; i < m - 1; i++) {
            double v = 0.25 * (a[j * m + i - 1] + a[j * m + i + 1] + a[(j - 1) * m + i] + a[(j + 1) * m + i]);
            want_err = fmax(want_err, fabs(v - a[j * m + i]));
            want_sum += v;
        }
    int ok = err == want_err && fabs(total - want_sum) <= 1e-9 * fabs(want_sum);
    printf("%s err=%g total=%.6f\n", ok ? "PASS" : "FAIL", err, total);
    return !ok;
}
