/* Data movement: what `copyin`, `copyout`, `update device` and `update self` reach, per size
 * from 1 MiB to 4 GiB (powers of 4), from pageable host memory (malloc) and from pinned host
 * memory, and what the first transfer of a process costs.
 *
 * Pinned memory: OpenACC has no allocator for it and libaccrt exposes none, so the acc version
 * allocates it as cudaMallocHost does, with the CUDA driver's cuMemHostAlloc(PORTABLE) (dlopen of
 * libcuda.so.1) after making the runtime's own context (acc_get_current_cuda_context) current;
 * PORTABLE pins it for every context of the process. Only when the current device is an NVIDIA
 * GPU; otherwise (the host back end, gcc -fopenmp) the pinned lines are left out.
 *
 * The first transfer (16 MiB, as the small program of issue 22) is timed in two fresh processes
 * of this program (run again with `--first MODE`; a fork would inherit a CUDA driver that a
 * runtime may initialise before main): the first times its own start (from just before the
 * parent spawned it to main: exec, loading, constructors), runtime start-up alone (acc_init)
 * and then its first copyin; the second its first copyin with nothing started (everything in
 * it), then a copyin needing a new device block, one from a malloc'd block the host never
 * touched (its pages fault in during the copy), and the steady-state copyin of a block seen
 * before.
 *
 * Every timed operation is one directive; per size and direction at least two samples, more
 * until 0.05 s (at most 20); the best is reported (median beside it).
 * Usage: transfer [max-MiB [min-MiB]]; default 4096 and 1 (needs max-MiB of device memory and
 * twice that of host memory).
 * Check: a kernel adds 1 to every element between the directions; every element up to 128 MiB,
 * a sample of larger buffers, must hold its pattern plus the increments it got. */
#include "../common/bench.h"

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(_OPENACC) && !defined(BENCH_HELPERS_ONLY)
#include <dlfcn.h>
#include <openacc.h>
#endif

#define DEFAULT_MAX_MIB 4096L
#define DEFAULT_MIN_MIB 1L
#define FIRST_MIB 16L
#define MAX_SIZES 16
#define MIN_SAMPLES 2
#define MAX_XFER_SAMPLES 20
#define SAMPLE_SECONDS 0.05

static double xfer_pattern(long i) { return (double)(i % 1000003); }

static void xfer_fill(double *buf, long n) {
    /* xfer_pattern(i) without a division per element (gigabytes of it). */
    long v = 0;
    for (long i = 0; i < n; i++) {
        buf[i] = (double)v;
        if (++v == 1000003) v = 0;
    }
}

/* Sizes in bytes: powers of 4 MiB-multiples from min to max, and max itself. */
static int xfer_sizes(long min_mib, long max_mib, size_t *sizes) {
    int k = 0;
    for (long m = min_mib; m <= max_mib && k < MAX_SIZES - 1; m *= 4) sizes[k++] = (size_t)m << 20;
    if (k == 0 || sizes[k - 1] != (size_t)max_mib << 20) sizes[k++] = (size_t)max_mib << 20;
    return k;
}

/* What element i holds after the increments of sizes 0..k (each size adds incs[s] to the
 * elements below it). */
static double xfer_expected(long i, const size_t *sizes, const int *incs, int k) {
    double v = xfer_pattern(i);
    for (int s = 0; s <= k; s++)
        if ((size_t)i < sizes[s] / sizeof(double)) v += incs[s];
    return v;
}

static int xfer_check(const double *buf, long n, const size_t *sizes, const int *incs, int k,
                      const char *what) {
    long step = n <= (16L << 20) ? 1 : 4099;
    for (long i = 0; i < n; i += step) {
        double want = xfer_expected(i, sizes, incs, k);
        if (buf[i] != want) {
            fprintf(stderr, "transfer: %s of %zu bytes: element %ld = %.17g, want %.17g\n", what,
                    sizes[k], i, buf[i], want);
            return 0;
        }
    }
    double want = xfer_expected(n - 1, sizes, incs, k);
    if (buf[n - 1] != want) {
        fprintf(stderr, "transfer: %s of %zu bytes: last element = %.17g, want %.17g\n", what,
                sizes[k], buf[n - 1], want);
        return 0;
    }
    return 1;
}

/* Whether to take another sample of one size and direction. */
static int xfer_more(const bench_timer *t) {
    return t->iters < MIN_SAMPLES || (t->iters < MAX_XFER_SAMPLES && t->total < SAMPLE_SECONDS);
}

/* One RESULT line of the sweep: name = direction_memory, n = bytes. */
static int xfer_result(const char *op, const char *memory, size_t bytes, bench_timer *t, int ok) {
    char name[64], size[32];
    snprintf(name, sizeof name, "%s_%s", op, memory);
    snprintf(size, sizeof size, "%zu", bytes);
    return bench_result(name, size, t, (double)bytes, 0.0, "mem", NULL, ok);
}

/* One RESULT line of the first-transfer breakdown (one sample; bytes 0 for a time alone). */
static void xfer_first_result(const char *name, double seconds, double bytes) {
    bench_timer t;
    bench_timer_init(&t);
    bench_record(&t, seconds);
    char size[32];
    snprintf(size, sizeof size, "%ld", FIRST_MIB << 20);
    bench_result(name, size, &t, bytes, 0.0, bytes > 0 ? "mem" : "time", NULL, 1);
}

extern char **environ;

/* Runs this program again as `--first MODE T` (T: the clock just before the spawn) and waits
 * for it; its RESULT lines go to the same standard output. Returns 0 when it succeeded. */
static int xfer_spawn_first(const char *mode) {
    char stamp[64];
    fflush(stdout);
    snprintf(stamp, sizeof stamp, "%.9f", bench_now());
    char *args[] = {(char *)"transfer", (char *)"--first", (char *)mode, stamp, NULL};
    pid_t child;
    int status = 1;
    if (posix_spawn(&child, "/proc/self/exe", NULL, NULL, args, environ) != 0 ||
        waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "transfer: the first-transfer process (%s) failed\n", mode);
        return 1;
    }
    return 0;
}

/* Whether this process is one of the first-transfer processes: argv = --first MODE T. */
static int xfer_is_first(int argc, char **argv) {
    return argc == 4 && strcmp(argv[1], "--first") == 0;
}

#ifndef BENCH_HELPERS_ONLY
/* Pinned host memory through the CUDA driver (see the top); NULL where there is none. */
static void *xfer_pinned_alloc(size_t bytes) {
#ifdef _OPENACC
    if (acc_get_device_type() != acc_device_nvidia) return NULL;
    void *ctx = acc_get_current_cuda_context();
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL);
    if (!ctx || !lib) return NULL;
    int (*set_current)(void *) = (int (*)(void *))dlsym(lib, "cuCtxSetCurrent");
    int (*host_alloc)(void **, size_t, unsigned) =
        (int (*)(void **, size_t, unsigned))dlsym(lib, "cuMemHostAlloc");
    void *p = NULL;
    /* 1: CU_MEMHOSTALLOC_PORTABLE */
    if (!set_current || !host_alloc || set_current(ctx) != 0 || host_alloc(&p, bytes, 1) != 0)
        return NULL;
    return p;
#else
    (void)bytes;
    return NULL;
#endif
}

static void xfer_pinned_free(void *p) {
#ifdef _OPENACC
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL);
    int (*free_host)(void *) = lib ? (int (*)(void *))dlsym(lib, "cuMemFreeHost") : NULL;
    if (free_host) free_host(p);
#else
    (void)p;
#endif
}

static void xfer_start_runtime(void) {
#ifdef _OPENACC
    acc_init(acc_get_device_type());
#endif
}

static void xfer_bump(double *buf, long n) {
#pragma omp parallel for
#pragma acc parallel loop present(buf[0:n])
    for (long i = 0; i < n; i++) buf[i] += 1.0;
}

/* One of the first-transfer processes (see the top); `spawned` is the parent's clock just
 * before the spawn, `at_main` this process's at main. Returns the exit status. */
static int xfer_first(const char *mode, double spawned, double at_main) {
    long n = (FIRST_MIB << 20) / (long)sizeof(double);
    double bytes = (double)(FIRST_MIB << 20);
    double *a = (double *)bench_alloc(sizeof(double) * n);
    double *b = (double *)bench_alloc(sizeof(double) * n);
    double *c = (double *)bench_alloc(sizeof(double) * n); /* never touched by the host */
    xfer_fill(a, n);
    xfer_fill(b, n);
    if (strcmp(mode, "init") == 0) {
        double t0 = bench_now();
        xfer_start_runtime();
        double t1 = bench_now();
#pragma acc enter data copyin(a[0:n])
        double t2 = bench_now();
#pragma acc exit data delete(a[0:n])
        xfer_first_result("first_process_start", at_main - spawned, 0.0);
        xfer_first_result("first_init", t1 - t0, 0.0);
        xfer_first_result("first_copyin_after_init", t2 - t1, bytes);
    } else {
        double t0 = bench_now();
#pragma acc enter data copyin(a[0:n])
        double t1 = bench_now();
#pragma acc enter data copyin(b[0:n])
        double t2 = bench_now();
#pragma acc enter data copyin(c[0:n])
        double t3 = bench_now();
#pragma acc exit data delete(a[0:n], b[0:n], c[0:n])
        double warm = 1e30;
        for (int r = 0; r < 5; r++) {
            double s0 = bench_now();
#pragma acc enter data copyin(a[0:n])
            double s1 = bench_now();
#pragma acc exit data delete(a[0:n])
            if (s1 - s0 < warm) warm = s1 - s0;
        }
        xfer_first_result("first_copyin_cold", t1 - t0, bytes);
        xfer_first_result("copyin_new_block", t2 - t1, bytes);
        xfer_first_result("copyin_untouched_host", t3 - t2, bytes);
        xfer_first_result("copyin_warm", warm, bytes);
    }
    free(a);
    free(b);
    free(c);
    return 0;
}

/* The sweep over sizes for one kind of host memory. Returns 0 when every check passed. */
static int xfer_sweep(double *buf, const char *memory, const size_t *sizes, int count) {
    int incs[MAX_SIZES] = {0}, bad = 0;
    for (int k = 0; k < count; k++) {
        long n = (long)(sizes[k] / sizeof(double));
        bench_timer t;
        /* copyin: the entry of a data region (device block from the runtime's cache). */
        bench_timer_init(&t);
        while (xfer_more(&t)) {
            double t0 = bench_now();
#pragma acc enter data copyin(buf[0:n])
            double t1 = bench_now();
#pragma acc exit data delete(buf[0:n])
            bench_record(&t, t1 - t0);
        }
        bad |= xfer_result("copyin", memory, sizes[k], &t, 1);
#pragma acc enter data copyin(buf[0:n])
        bench_timer_init(&t);
        while (xfer_more(&t)) {
            double t0 = bench_now();
#pragma acc update device(buf[0:n])
            bench_record(&t, bench_now() - t0);
        }
        bad |= xfer_result("update_device", memory, sizes[k], &t, 1);
        xfer_bump(buf, n);
        incs[k] += 1;
        bench_timer_init(&t);
        int ok = 1;
        while (xfer_more(&t)) {
            double t0 = bench_now();
#pragma acc update self(buf[0:n])
            bench_record(&t, bench_now() - t0);
            if (t.iters == 1) ok = xfer_check(buf, n, sizes, incs, k, "update self");
        }
        bad |= xfer_result("update_self", memory, sizes[k], &t, ok);
#pragma acc exit data delete(buf[0:n])
        /* copyout: the exit of a data region whose data a kernel changed. */
        bench_timer_init(&t);
        while (xfer_more(&t)) {
#pragma acc enter data copyin(buf[0:n])
            xfer_bump(buf, n);
            incs[k] += 1;
            double t0 = bench_now();
#pragma acc exit data copyout(buf[0:n])
            bench_record(&t, bench_now() - t0);
        }
        ok = xfer_check(buf, n, sizes, incs, k, "copyout");
        bad |= xfer_result("copyout", memory, sizes[k], &t, ok);
    }
    return bad;
}

int main(int argc, char **argv) {
    double at_main = bench_now();
    if (xfer_is_first(argc, argv)) return xfer_first(argv[2], atof(argv[3]), at_main);
    long max_mib = bench_arg(argc, argv, 1, DEFAULT_MAX_MIB);
    long min_mib = bench_arg(argc, argv, 2, DEFAULT_MIN_MIB);
    if (min_mib > max_mib) min_mib = max_mib;
    size_t sizes[MAX_SIZES];
    int count = xfer_sizes(min_mib, max_mib, sizes);
    int bad = xfer_spawn_first("init") | xfer_spawn_first("cold");
    size_t max_bytes = sizes[count - 1];
    double *pageable = (double *)bench_alloc(max_bytes);
    xfer_fill(pageable, (long)(max_bytes / sizeof(double)));
    bad |= xfer_sweep(pageable, "pageable", sizes, count);
    free(pageable);
    double *pinned = (double *)xfer_pinned_alloc(max_bytes);
    if (pinned) {
        xfer_fill(pinned, (long)(max_bytes / sizeof(double)));
        bad |= xfer_sweep(pinned, "pinned", sizes, count);
        xfer_pinned_free(pinned);
    }
    return bad;
}
#endif
