/* 7-point 3-D stencil as OpenMP 4.5 target regions with collapse(3): the OpenMP twin of
 * bench/acc/stencil3d.c. */
#define BENCH_OMP_TARGET
#include "../acc/stencil3d.c"

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
#pragma omp target data map(tofrom : a[0:total], b[0:total])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double t0 = bench_now();
#pragma omp target teams distribute parallel for collapse(3) map(tofrom : a[0:total], b[0:total])
            for (long i = 1; i < n - 1; i++)
                for (long j = 1; j < n - 1; j++)
                    for (long k = 1; k < n - 1; k++) {
                        long x = (i * n + j) * n + k;
                        b[x] = C0 * a[x] + C1 * (a[x - n * n] + a[x + n * n] + a[x - n] + a[x + n] +
                                                 a[x - 1] + a[x + 1]);
                    }
#pragma omp target teams distribute parallel for collapse(3) map(tofrom : a[0:total], b[0:total])
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
    int bad = bench_result("stencil3d", size, &t, 2 * 2 * sizeof(double) * points, 2 * 8 * points,
                           "mem", NULL, ok);
    free(a);
    free(b);
    return bad;
}
