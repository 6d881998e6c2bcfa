/* STREAM (copy, scale, add, triad) on three double arrays, as in McCalpin's STREAM: each timed
 * iteration runs the four kernels in order and times each one.
 * Usage: stream [n [iterations]]; default n = 2^26 (3 x 512 MiB on the device).
 * Check: every element against the value the scalar recurrence predicts. */
#include "../common/bench.h"

#define DEFAULT_N (1L << 26)
#define DEFAULT_ITERS 20
#define SCALAR 3.0

static void stream_init(double *a, double *b, double *c, long n) {
    for (long i = 0; i < n; i++) {
        a[i] = 1.0;
        b[i] = 2.0;
        c[i] = 0.0;
    }
}

/* Runs the scalar recurrence `reps` times and compares every element. */
static int stream_check(const double *a, const double *b, const double *c, long n, int reps) {
    double aj = 1.0, bj = 2.0, cj = 0.0;
    for (int k = 0; k < reps; k++) {
        cj = aj;
        bj = SCALAR * cj;
        cj = aj + bj;
        aj = bj + SCALAR * cj;
    }
    for (long i = 0; i < n; i++) {
        if (!bench_close(a[i], aj, 1e-13) || !bench_close(b[i], bj, 1e-13) ||
            !bench_close(c[i], cj, 1e-13)) {
            fprintf(stderr, "stream: wrong value at %ld: %g %g %g, want %g %g %g\n", i, a[i], b[i],
                    c[i], aj, bj, cj);
            return 0;
        }
    }
    return 1;
}

#ifndef BENCH_HELPERS_ONLY
int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    double *a = (double *)bench_alloc(sizeof(double) * n);
    double *b = (double *)bench_alloc(sizeof(double) * n);
    double *c = (double *)bench_alloc(sizeof(double) * n);
    stream_init(a, b, c, n);
    bench_timer t_copy, t_scale, t_add, t_triad;
    bench_timer_init(&t_copy);
    bench_timer_init(&t_scale);
    bench_timer_init(&t_add);
    bench_timer_init(&t_triad);
    double scalar = SCALAR;
    int reps = 0;
#pragma acc data copy(a[0:n], b[0:n], c[0:n])
    {
        /* Iteration 0 is the warm-up, untimed. */
        for (int it = 0; it == 0 || bench_more(&t_triad, max_iters); it++) {
            double t0 = bench_now();
#pragma omp parallel for
#pragma acc parallel loop present(a[0:n], c[0:n])
            for (long i = 0; i < n; i++) c[i] = a[i];
            double t1 = bench_now();
#pragma omp parallel for
#pragma acc parallel loop present(b[0:n], c[0:n])
            for (long i = 0; i < n; i++) b[i] = scalar * c[i];
            double t2 = bench_now();
#pragma omp parallel for
#pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])
            for (long i = 0; i < n; i++) c[i] = a[i] + b[i];
            double t3 = bench_now();
#pragma omp parallel for
#pragma acc parallel loop present(a[0:n], b[0:n], c[0:n])
            for (long i = 0; i < n; i++) a[i] = b[i] + scalar * c[i];
            double t4 = bench_now();
            reps++;
            if (it > 0) {
                bench_record(&t_copy, t1 - t0);
                bench_record(&t_scale, t2 - t1);
                bench_record(&t_add, t3 - t2);
                bench_record(&t_triad, t4 - t3);
            }
        }
    }
    int ok = stream_check(a, b, c, n, reps);
    char size[32];
    snprintf(size, sizeof size, "%ld", n);
    double w = sizeof(double) * (double)n;
    int bad = bench_result("stream_copy", size, &t_copy, 2 * w, 0, "mem", NULL, ok);
    bad |= bench_result("stream_scale", size, &t_scale, 2 * w, (double)n, "mem", NULL, ok);
    bad |= bench_result("stream_add", size, &t_add, 3 * w, (double)n, "mem", NULL, ok);
    bad |= bench_result("stream_triad", size, &t_triad, 3 * w, 2.0 * n, "mem", NULL, ok);
    free(a);
    free(b);
    free(c);
    return bad;
}
#endif
