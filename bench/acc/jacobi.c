/* 2-D 5-point Jacobi on an n x n double grid with fixed boundary values; every sweep also
 * computes the largest change (a max reduction). One timed iteration is two sweeps (a -> b,
 * b -> a), so no pointers are swapped.
 * Usage: jacobi [n [iterations]]; default n = 8192 (2 x 512 MiB on the device).
 * Check: (1) the last sweep's max residual against max |a - b| recomputed on the host from the
 * final grids; (2) 32 sampled points against a host recomputation of their dependency cone. */
#include "../common/bench.h"

#define DEFAULT_N 8192L
#define DEFAULT_ITERS 10
#define SAMPLES 32

static double jacobi_init_value(long i, long j) { return (double)((i * 37 + j * 11) % 97) / 97.0; }

static void jacobi_init(double *a, double *b, long n) {
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) a[i * n + j] = b[i * n + j] = jacobi_init_value(i, j);
}

/* Value of point (i, j) after `sweeps` sweeps, recomputed from the initial values in the
 * (2 sweeps + 1)^2 window around it (its dependency cone; stale window edges never reach it). */
static double jacobi_reference(long n, long i, long j, int sweeps) {
    long i0 = i - sweeps < 0 ? 0 : i - sweeps, i1 = i + sweeps > n - 1 ? n - 1 : i + sweeps;
    long j0 = j - sweeps < 0 ? 0 : j - sweeps, j1 = j + sweeps > n - 1 ? n - 1 : j + sweeps;
    long h = i1 - i0 + 1, w = j1 - j0 + 1;
    double *u = (double *)bench_alloc(sizeof(double) * h * w);
    double *v = (double *)bench_alloc(sizeof(double) * h * w);
    for (long p = 0; p < h; p++)
        for (long q = 0; q < w; q++) u[p * w + q] = v[p * w + q] = jacobi_init_value(i0 + p, j0 + q);
    for (int s = 0; s < sweeps; s++) {
        for (long p = 1; p < h - 1; p++) {
            for (long q = 1; q < w - 1; q++) {
                long gi = i0 + p, gj = j0 + q;
                if (gi == 0 || gi == n - 1 || gj == 0 || gj == n - 1) continue;
                v[p * w + q] =
                    0.25 * (u[(p - 1) * w + q] + u[(p + 1) * w + q] + u[p * w + q - 1] + u[p * w + q + 1]);
            }
        }
        double *tmp = u;
        u = v;
        v = tmp;
    }
    double r = u[(i - i0) * w + (j - j0)];
    free(u);
    free(v);
    return r;
}

/* a holds the result of the last sweep (from b). */
static int jacobi_check(const double *a, const double *b, long n, int sweeps, double residual) {
    double r = 0.0;
    for (long i = 1; i < n - 1; i++)
        for (long j = 1; j < n - 1; j++) {
            double d = fabs(a[i * n + j] - b[i * n + j]);
            r = d > r ? d : r;
        }
    if (!bench_close(residual, r, 1e-12)) {
        fprintf(stderr, "jacobi: residual %.17g, host recomputes %.17g\n", residual, r);
        return 0;
    }
    for (int s = 0; s < SAMPLES; s++) {
        long i = (long)(bench_hash32(2 * s) % (uint32_t)n), j = (long)(bench_hash32(2 * s + 1) % (uint32_t)n);
        double want = jacobi_reference(n, i, j, sweeps);
        if (!bench_close(a[i * n + j], want, 1e-12)) {
            fprintf(stderr, "jacobi: a[%ld][%ld] = %.17g, want %.17g\n", i, j, a[i * n + j], want);
            return 0;
        }
    }
    return 1;
}

#ifndef BENCH_HELPERS_ONLY
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
#pragma acc data copy(a[0:n*n], b[0:n*n])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double t0 = bench_now();
            double r1 = 0.0, r2 = 0.0;
#pragma omp parallel for collapse(2) reduction(max : r1)
#pragma acc parallel loop collapse(2) present(a[0:n*n], b[0:n*n]) reduction(max : r1)
            for (long i = 1; i < n - 1; i++) {
                for (long j = 1; j < n - 1; j++) {
                    double v = 0.25 * (a[(i - 1) * n + j] + a[(i + 1) * n + j] + a[i * n + j - 1] +
                                       a[i * n + j + 1]);
                    double d = fabs(v - a[i * n + j]);
                    r1 = d > r1 ? d : r1;
                    b[i * n + j] = v;
                }
            }
#pragma omp parallel for collapse(2) reduction(max : r2)
#pragma acc parallel loop collapse(2) present(a[0:n*n], b[0:n*n]) reduction(max : r2)
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
    /* Per sweep: each interior point read once and written once (neighbours come from cache);
     * 4 additions, 1 multiplication, 1 subtraction. */
    int bad = bench_result("jacobi2d", size, &t, 2 * 2 * sizeof(double) * points, 2 * 6 * points,
                           "mem", NULL, ok);
    free(a);
    free(b);
    return bad;
}
#endif
