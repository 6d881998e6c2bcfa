/* 3-D 7-point stencil (explicit heat step u' = c0 u + c1 * sum of the 6 neighbours) on an
 * n^3 double grid with fixed boundary values. One timed iteration is two sweeps (a -> b, b -> a).
 * Usage: stencil3d [n [iterations]]; default n = 512 (2 x 1 GiB on the device).
 * Check: 16 sampled points against a host recomputation of their dependency cone. */
#include "../common/bench.h"

#define DEFAULT_N 512L
#define DEFAULT_ITERS 8
#define SAMPLES 16
#define C0 0.4
#define C1 0.1

static double stencil_init_value(long i, long j, long k) {
    return (double)((i * 7 + j * 13 + k * 29) % 101) / 101.0;
}

static void stencil_init(double *a, double *b, long n) {
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++)
            for (long k = 0; k < n; k++)
                a[(i * n + j) * n + k] = b[(i * n + j) * n + k] = stencil_init_value(i, j, k);
}

static double stencil_reference(long n, long i, long j, long k, int sweeps) {
    long lo[3], len[3], c[3] = {i, j, k};
    for (int d = 0; d < 3; d++) {
        lo[d] = c[d] - sweeps < 0 ? 0 : c[d] - sweeps;
        long hi = c[d] + sweeps > n - 1 ? n - 1 : c[d] + sweeps;
        len[d] = hi - lo[d] + 1;
    }
    long h = len[0], w = len[1], dd = len[2];
    double *u = (double *)bench_alloc(sizeof(double) * h * w * dd);
    double *v = (double *)bench_alloc(sizeof(double) * h * w * dd);
#define AT(p, q, r) (((p) * w + (q)) * dd + (r))
    for (long p = 0; p < h; p++)
        for (long q = 0; q < w; q++)
            for (long r = 0; r < dd; r++)
                u[AT(p, q, r)] = v[AT(p, q, r)] = stencil_init_value(lo[0] + p, lo[1] + q, lo[2] + r);
    for (int s = 0; s < sweeps; s++) {
        for (long p = 1; p < h - 1; p++)
            for (long q = 1; q < w - 1; q++)
                for (long r = 1; r < dd - 1; r++) {
                    long gi = lo[0] + p, gj = lo[1] + q, gk = lo[2] + r;
                    if (gi == 0 || gi == n - 1 || gj == 0 || gj == n - 1 || gk == 0 || gk == n - 1)
                        continue;
                    v[AT(p, q, r)] = C0 * u[AT(p, q, r)] +
                                     C1 * (u[AT(p - 1, q, r)] + u[AT(p + 1, q, r)] + u[AT(p, q - 1, r)] +
                                           u[AT(p, q + 1, r)] + u[AT(p, q, r - 1)] + u[AT(p, q, r + 1)]);
                }
        double *tmp = u;
        u = v;
        v = tmp;
    }
    double result = u[AT(i - lo[0], j - lo[1], k - lo[2])];
#undef AT
    free(u);
    free(v);
    return result;
}

static int stencil_check(const double *a, long n, int sweeps) {
    for (int s = 0; s < SAMPLES; s++) {
        long i = (long)(bench_hash32(3 * s) % (uint32_t)n);
        long j = (long)(bench_hash32(3 * s + 1) % (uint32_t)n);
        long k = (long)(bench_hash32(3 * s + 2) % (uint32_t)n);
        double want = stencil_reference(n, i, j, k, sweeps);
        double got = a[(i * n + j) * n + k];
        if (!bench_close(got, want, 1e-12)) {
            fprintf(stderr, "stencil3d: a[%ld][%ld][%ld] = %.17g, want %.17g\n", i, j, k, got, want);
            return 0;
        }
    }
    return 1;
}

#ifndef BENCH_HELPERS_ONLY
int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    long total = n * n * n;
    double *a = (double *)bench_alloc(sizeof(double) * total);
    double *b = (double *)bench_alloc(sizeof(double) * total);
    stencil_init(a, b, n);
    bench_timer t;
    bench_timer_init(&t);
    int sweeps = 0;
#pragma acc data copy(a[0:total], b[0:total])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double t0 = bench_now();
#pragma omp parallel for collapse(3)
#pragma acc parallel loop collapse(3) present(a[0:total], b[0:total])
            for (long i = 1; i < n - 1; i++)
                for (long j = 1; j < n - 1; j++)
                    for (long k = 1; k < n - 1; k++) {
                        long x = (i * n + j) * n + k;
                        b[x] = C0 * a[x] + C1 * (a[x - n * n] + a[x + n * n] + a[x - n] + a[x + n] +
                                                 a[x - 1] + a[x + 1]);
                    }
#pragma omp parallel for collapse(3)
#pragma acc parallel loop collapse(3) present(a[0:total], b[0:total])
            for (long i = 1; i < n - 1; i++)
                for (long j = 1; j < n - 1; j++)
                    for (long k = 1; k < n - 1; k++) {
                        long x = (i * n + j) * n + k;
                        a[x] = C0 * b[x] + C1 * (b[x - n * n] + b[x + n * n] + b[x - n] + b[x + n] +
                                                 b[x - 1] + b[x + 1]);
                    }
            double t1 = bench_now();
            sweeps += 2;
            if (it > 0) bench_record(&t, t1 - t0);
        }
    }
    int ok = stencil_check(a, n, sweeps);
    char size[48];
    snprintf(size, sizeof size, "%ldx%ldx%ld", n, n, n);
    double points = (double)(n - 2) * (double)(n - 2) * (double)(n - 2);
    /* Per sweep: each interior point read once and written once; 6 additions, 2 multiplications. */
    int bad = bench_result("stencil3d", size, &t, 2 * 2 * sizeof(double) * points, 2 * 8 * points,
                           "mem", NULL, ok);
    free(a);
    free(b);
    return bad;
}
#endif
