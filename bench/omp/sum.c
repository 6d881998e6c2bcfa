/* Sum of one vector as an OpenMP 4.5 target reduction: the OpenMP twin of bench/acc/sum.c. */
#define BENCH_OMP_TARGET
#include "../acc/sum.c"

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    double *x = (double *)bench_alloc(sizeof(double) * n);
    sum_init(x, n);
    double want = sum_expected(n);
    bench_timer t;
    bench_timer_init(&t);
    int ok = 1;
    double last = 0.0;
#pragma omp target data map(to : x[0:n])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double s = 0.0;
            double t0 = bench_now();
#pragma omp target teams distribute parallel for map(to : x[0:n]) reduction(+ : s)
            for (long i = 0; i < n; i++) s += x[i];
            double t1 = bench_now();
            if (s != want) {
                fprintf(stderr, "sum: got %.17g, want %.17g\n", s, want);
                ok = 0;
            }
            last = s;
            if (it > 0) bench_record(&t, t1 - t0);
        }
    }
    char size[32], checksum[32];
    snprintf(size, sizeof size, "%ld", n);
    snprintf(checksum, sizeof checksum, "%.2f", last);
    int bad = bench_result("sum", size, &t, 1.0 * sizeof(double) * n, 1.0 * n, "mem", checksum,
                           ok);
    free(x);
    return bad;
}
