/* STREAM as OpenMP 4.5 target regions: the OpenMP twin of bench/acc/stream.c. */
#define BENCH_OMP_TARGET
#include "../acc/stream.c"

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
#pragma omp target data map(tofrom : a[0:n], b[0:n], c[0:n])
    {
        for (int it = 0; it == 0 || bench_more(&t_triad, max_iters); it++) {
            double t0 = bench_now();
#pragma omp target teams distribute parallel for map(tofrom : a[0:n], c[0:n])
            for (long i = 0; i < n; i++) c[i] = a[i];
            double t1 = bench_now();
#pragma omp target teams distribute parallel for map(tofrom : b[0:n], c[0:n])
            for (long i = 0; i < n; i++) b[i] = scalar * c[i];
            double t2 = bench_now();
#pragma omp target teams distribute parallel for map(tofrom : a[0:n], b[0:n], c[0:n])
            for (long i = 0; i < n; i++) c[i] = a[i] + b[i];
            double t3 = bench_now();
#pragma omp target teams distribute parallel for map(tofrom : a[0:n], b[0:n], c[0:n])
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
