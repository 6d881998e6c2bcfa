/* Monte-Carlo estimate of pi with an OpenMP 4.5 target reduction: the OpenMP twin of
 * bench/acc/montecarlo.c (its sample function is a declare target function). */
#define BENCH_OMP_TARGET
#include "../acc/montecarlo.c"
#pragma omp declare target(montecarlo_inside)

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    bench_timer t;
    bench_timer_init(&t);
    long first = -1;
    int ok = 1;
    for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
        long count = 0;
        double t0 = bench_now();
#pragma omp target teams distribute parallel for reduction(+ : count)
        for (long i = 0; i < n; i++) count += montecarlo_inside(i);
        double t1 = bench_now();
        if (first < 0) first = count;
        if (count != first) ok = 0;
        if (it > 0) bench_record(&t, t1 - t0);
    }
    ok = ok && montecarlo_check(first, n);
    char size[32], checksum[32];
    snprintf(size, sizeof size, "%ld", n);
    snprintf(checksum, sizeof checksum, "%ld", first);
    return bench_result("montecarlo", size, &t, 0, 24.0 * n, "int", checksum, ok);
}
