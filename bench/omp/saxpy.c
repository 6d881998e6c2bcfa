/* saxpy as an OpenMP 4.5 target region: `target teams distribute parallel for` inside
 * `target data`, the OpenMP twin of bench/acc/saxpy.c (same sizes, check and RESULT name). */
#define BENCH_OMP_TARGET
#include "../acc/saxpy.c"

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
#pragma omp target data map(to : x[0:n]) map(tofrom : y[0:n])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double t0 = bench_now();
#pragma omp target teams distribute parallel for map(to : x[0:n]) map(tofrom : y[0:n])
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
