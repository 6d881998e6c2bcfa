/* Launch and data-region overhead: an almost empty `parallel loop` of m iterations (default
 * 1,000), launched L times in a row (default 10,000) inside a data region, reported as time per
 * launch. The variants:
 *   launch_sync             a[i] += 1, no data clause (the implicit present-or-copy of a)
 *   launch_async            the same with async(1), one wait after the L launches
 *   launch_sync_present4    a[i] += b[i] + c[i] * d[i] with present(a, b, c, d): four lookups
 *   launch_async_present4   the same with async(1)
 *   region_present4         a `data present(a, b, c, d)` region around each synchronous launch
 *                           of the present4 kernel (region entry and exit on top of the launch)
 * One timed sample is L launches (and the wait); the best sample's time divided by L is the
 * RESULT's seconds (bound=time).
 * Usage: launch [m [L [samples]]]; defaults 1000, 10000, 3.
 * Check: every a[i] must have grown by exactly what the launches added (b + c d = 2). */
#include "../common/bench.h"

#define DEFAULT_M 1000L
#define DEFAULT_LAUNCHES 10000L
#define DEFAULT_SAMPLES 3

static void launch_init(double *a, double *b, double *c, double *d, long m) {
    for (long i = 0; i < m; i++) {
        a[i] = (double)(i % 3);
        b[i] = 1.0;
        c[i] = 2.0;
        d[i] = 0.5;
    }
}

/* a must hold its start plus `added` in every element. */
static int launch_check(const double *a, long m, double added) {
    for (long i = 0; i < m; i++)
        if (a[i] != (double)(i % 3) + added) {
            fprintf(stderr, "launch: a[%ld] = %.17g, want %.17g\n", i, a[i], (double)(i % 3) + added);
            return 0;
        }
    return 1;
}

#define VARIANTS 5
static const char *const launch_names[VARIANTS] = {
    "launch_sync", "launch_async", "launch_sync_present4", "launch_async_present4",
    "region_present4"};

/* The RESULT lines, once the check has been made. Returns the exit status. */
static int launch_results(long m, long launches, bench_timer *t, int count, int ok) {
    char size[64];
    snprintf(size, sizeof size, "%ldx%ld", m, launches);
    for (int v = 0; v < count; v++)
        bench_result(launch_names[v], size, &t[v], 0.0, 0.0, "time", NULL, ok);
    return ok ? 0 : 1;
}

#ifndef BENCH_HELPERS_ONLY
int main(int argc, char **argv) {
    long m = bench_arg(argc, argv, 1, DEFAULT_M);
    long launches = bench_arg(argc, argv, 2, DEFAULT_LAUNCHES);
    int samples = (int)bench_arg(argc, argv, 3, DEFAULT_SAMPLES);
    double *a = (double *)bench_alloc(sizeof(double) * m);
    double *b = (double *)bench_alloc(sizeof(double) * m);
    double *c = (double *)bench_alloc(sizeof(double) * m);
    double *d = (double *)bench_alloc(sizeof(double) * m);
    launch_init(a, b, c, d, m);
    double added = 0.0;
    bench_timer timers[VARIANTS];
#pragma acc data copy(a[0:m]) copyin(b[0:m], c[0:m], d[0:m])
    {
        for (int v = 0; v < VARIANTS; v++) {
            bench_timer *t = &timers[v];
            bench_timer_init(t);
            /* Sample 0 is the warm-up. */
            for (int s = 0; s <= samples; s++) {
                double t0 = bench_now();
                for (long l = 0; l < launches; l++) {
                    if (v == 0) {
#pragma omp parallel for
#pragma acc parallel loop
                        for (long i = 0; i < m; i++) a[i] += 1.0;
                    } else if (v == 1) {
#pragma omp parallel for
#pragma acc parallel loop async(1)
                        for (long i = 0; i < m; i++) a[i] += 1.0;
                    } else if (v == 2) {
#pragma omp parallel for
#pragma acc parallel loop present(a[0:m], b[0:m], c[0:m], d[0:m])
                        for (long i = 0; i < m; i++) a[i] += b[i] + c[i] * d[i];
                    } else if (v == 3) {
#pragma omp parallel for
#pragma acc parallel loop present(a[0:m], b[0:m], c[0:m], d[0:m]) async(1)
                        for (long i = 0; i < m; i++) a[i] += b[i] + c[i] * d[i];
                    } else {
#pragma acc data present(a[0:m], b[0:m], c[0:m], d[0:m])
                        {
#pragma omp parallel for
#pragma acc parallel loop
                            for (long i = 0; i < m; i++) a[i] += b[i] + c[i] * d[i];
                        }
                    }
                }
#pragma acc wait(1)
                double t1 = bench_now();
                added += (double)launches * (v < 2 ? 1.0 : 2.0);
                if (s > 0) bench_record(t, (t1 - t0) / (double)launches);
            }
        }
    }
    int bad = launch_results(m, launches, timers, VARIANTS, launch_check(a, m, added));
    free(a);
    free(b);
    free(c);
    free(d);
    return bad;
}
#endif
