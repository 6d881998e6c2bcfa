/* saxpy: y = a * x + y in single precision.
 * Usage: saxpy [n [iterations]]; default n = 2^27 (2 x 512 MiB on the device).
 * Check: the values are small multiples of 1/4, so after k updates every y[i] equals
 * y0 + k * a * x[i] exactly; every element is compared. */
#include "../common/bench.h"

#define DEFAULT_N (1L << 27)
#define DEFAULT_ITERS 20
#define SAXPY_A 2.0f

static void saxpy_init(float *x, float *y, long n) {
    for (long i = 0; i < n; i++) {
        x[i] = (float)(i % 16) * 0.25f;
        y[i] = (float)(i % 8);
    }
}

static int saxpy_check(const float *x, const float *y, long n, int reps) {
    for (long i = 0; i < n; i++) {
        float want = (float)(i % 8) + (float)reps * SAXPY_A * x[i];
        if (y[i] != want) {
            fprintf(stderr, "saxpy: y[%ld] = %g, want %g\n", i, (double)y[i], (double)want);
            return 0;
        }
    }
    return 1;
}

#ifndef BENCH_HELPERS_ONLY
int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    float *x = (float *)bench_alloc(sizeof(float) * n);
    float *y = (float *)bench_alloc(sizeof(float) * n);
    saxpy_init(x, y, n);
    float a = SAXPY_A;
    bench_timer t;
    bench_timer_init(&t);
    int reps = 0;
#pragma acc data copyin(x[0:n]) copy(y[0:n])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double t0 = bench_now();
#pragma omp parallel for
#pragma acc parallel loop present(x[0:n], y[0:n])
            for (long i = 0; i < n; i++) y[i] = a * x[i] + y[i];
            double t1 = bench_now();
            reps++;
            if (it > 0) bench_record(&t, t1 - t0);
        }
    }
    int ok = saxpy_check(x, y, n, reps);
    char size[32];
    snprintf(size, sizeof size, "%ld", n);
    int bad = bench_result("saxpy", size, &t, 3.0 * sizeof(float) * n, 2.0 * n, "mem", NULL, ok);
    free(x);
    free(y);
    return bad;
}
#endif
