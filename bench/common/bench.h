/* Shared helpers of the GPU/host suite (bench/acc, bench/cuda): timing, arguments and the one
 * machine-readable line each measurement prints:
 *
 *   RESULT name=<kernel> model=<acc|omp|omp-target|cuda|serial> n=<size> iters=<timed> seconds=<best>
 *          median=<median> bytes=<moved per iteration> flops=<per iteration> bound=<mem|fp32|
 *          fp64|int> checksum=<value or -> check=<ok|FAIL>
 *
 * The code here is C that is also valid C++, so the CUDA versions share it (and the
 * initialisation and checks of each acc source, see BENCH_HELPERS_ONLY). */
#ifndef BENCH_H
#define BENCH_H

#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The CUDA versions (BENCH_CUDA) and the OpenMP target versions (BENCH_OMP_TARGET, bench/omp)
 * include an acc source for its initialisation and checks only: BENCH_HELPERS_ONLY leaves out
 * its main. */
#if defined(BENCH_CUDA) || defined(BENCH_OMP_TARGET)
#define BENCH_HELPERS_ONLY
#endif

#if defined(BENCH_CUDA)
#define BENCH_MODEL "cuda"
#elif defined(BENCH_OMP_TARGET)
#define BENCH_MODEL "omp-target"
#elif defined(_OPENACC)
#define BENCH_MODEL "acc"
#elif defined(_OPENMP)
#define BENCH_MODEL "omp"
#else
#define BENCH_MODEL "serial"
#endif

/* Timed iterations stop after this many seconds of timed work (at least two are timed), so a
 * slow variant cannot hold the GPU machine for minutes. */
#define BENCH_BUDGET_SECONDS 2.0
#define BENCH_MAX_SAMPLES 64

static inline double bench_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* argv[i] as a positive integer, or dflt when absent; exits on a malformed argument. */
static inline long bench_arg(int argc, char **argv, int i, long dflt) {
    if (argc <= i) return dflt;
    char *end = NULL;
    long v = strtol(argv[i], &end, 10);
    if (!end || *end != '\0' || v <= 0) {
        fprintf(stderr, "bad argument '%s' (want a positive integer)\n", argv[i]);
        exit(2);
    }
    return v;
}

static inline void *bench_alloc(size_t bytes) {
    void *p = malloc(bytes);
    if (!p) {
        fprintf(stderr, "out of host memory (%zu bytes)\n", bytes);
        exit(2);
    }
    return p;
}

typedef struct {
    int iters;
    double total;
    double samples[BENCH_MAX_SAMPLES];
} bench_timer;

static inline void bench_timer_init(bench_timer *t) { memset(t, 0, sizeof *t); }

/* Whether another timed iteration should run (max_iters bounds it, the budget too). */
static inline int bench_more(const bench_timer *t, int max_iters) {
    if (max_iters > BENCH_MAX_SAMPLES) max_iters = BENCH_MAX_SAMPLES;
    return t->iters < 2 || (t->iters < max_iters && t->total < BENCH_BUDGET_SECONDS);
}

static inline void bench_record(bench_timer *t, double seconds) {
    if (t->iters < BENCH_MAX_SAMPLES) t->samples[t->iters] = seconds;
    t->iters++;
    t->total += seconds;
}

static inline int bench_cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Prints the RESULT line; returns 0 when ok, 1 otherwise (use as the exit status). */
static inline int bench_result(const char *name, const char *size, bench_timer *t, double bytes,
                        double flops, const char *bound, const char *checksum, int ok) {
    int k = t->iters < BENCH_MAX_SAMPLES ? t->iters : BENCH_MAX_SAMPLES;
    double best = 0.0, median = 0.0;
    if (k > 0) {
        qsort(t->samples, (size_t)k, sizeof(double), bench_cmp);
        best = t->samples[0];
        median = t->samples[k / 2];
    }
    printf("RESULT name=%s model=%s n=%s iters=%d seconds=%.9e median=%.9e bytes=%.0f "
           "flops=%.0f bound=%s checksum=%s check=%s\n",
           name, BENCH_MODEL, size, k, best, median, bytes, flops, bound,
           checksum ? checksum : "-", ok ? "ok" : "FAIL");
    fflush(stdout);
    return ok ? 0 : 1;
}

/* Relative closeness, for floating-point checks. */
static inline int bench_close(double got, double want, double rel) {
    double scale = fabs(want) > 1.0 ? fabs(want) : 1.0;
    return fabs(got - want) <= rel * scale;
}

#ifdef __CUDACC__
#define BENCH_HD __host__ __device__
#else
#define BENCH_HD
#endif

/* A 32-bit integer hash (lowbias32), the suite's deterministic "random" source; callable from
 * compute regions and CUDA kernels. */
#ifdef _OPENACC
#pragma acc routine seq
#endif
BENCH_HD static inline uint32_t bench_hash32(uint32_t x) {
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

#endif
