/* 2-D Jacobi as OpenMP 4.5 target regions with max reductions: the OpenMP twin of
 * bench/acc/jacobi.c. */
#define BENCH_OMP_TARGET
#include "../acc/jacobi.c"

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    double *a = (double *)bench_alloc(sizeof(double) * n * n);
    double *b = (double *)bench_alloc(sizeof(double) * n * n);
    jacobi_init(a, b, n);
    bench_timer t;
    bench_timer_init(&t);
    int sweeps = 0;
    double residual = 0.0;
#pragma omp target data map(tofrom : a[0:n * n], b[0:n * n])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double t0 = bench_now();
            double r1 = 0.0, r2 = 0.0;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom : a[0:n * n], b[0:n * n]) \
    reduction(max : r1)
            for (long i = 1; i < n - 1; i++) {
                for (long j = 1; j < n - 1; j++) {
                    double v = 0.25 * (a[(i - 1) * n + j] + a[(i + 1) * n + j] + a[i * n + j - 1] +
                                       a[i * n + j + 1]);
                    double d = fabs(v - a[i * n + j]);
                    r1 = d > r1 ? d : r1;
                    b[i * n + j] = v;
                }
            }
#pragma omp target teams distribute parallel for collapse(2) map(tofrom : a[0:n * n], b[0:n * n]) \
    reduction(max : r2)
            for (long i = 1; i < n - 1; i++) {
                for (long j = 1; j < n - 1; j++) {
                    double v = 0.25 * (b[(i - 1) * n + j] + b[(i + 1) * n + j] + b[i * n + j - 1] +
                                       b[i * n + j + 1]);
                    double d = fabs(v - b[i * n + j]);
                    r2 = d > r2 ? d : r2;
                    a[i * n + j] = v;
                }
            }
            double t1 = bench_now();
            sweeps += 2;
            residual = r2;
            if (it > 0) bench_record(&t, t1 - t0);
        }
    }
    int ok = jacobi_check(a, b, n, sweeps, residual);
    char size[32];
    snprintf(size, sizeof size, "%ldx%ld", n, n);
    double points = (double)(n - 2) * (double)(n - 2);
    int bad = bench_result("jacobi2d", size, &t, 2 * 2 * sizeof(double) * points, 2 * 6 * points,
                           "mem", NULL, ok);
    free(a);
    free(b);
    return bad;
}
