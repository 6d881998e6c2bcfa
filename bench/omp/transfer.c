/* Data movement with OpenMP 4.5 target data directives, the OpenMP twin of the sweep of
 * bench/acc/transfer.c (same sizes, checks and RESULT names): `target enter data map(to:)`
 * (copyin), `target update to/from` (update_device/update_self), `target exit data
 * map(from:)` (copyout), from pageable memory (malloc) and from the memory of an OpenMP 5.0
 * allocator with the `pinned` trait (omp_init_allocator(omp_default_mem_space, pinned:
 * true), §2.11.2) — where bench/acc/transfer.c pins through the CUDA driver itself, this
 * asks the OpenMP implementation for it. With libaccrt the allocator's memory is registered
 * with the GPU's driver (docs/openmp.md); the pinned lines should then match CUDA's
 * cudaMallocHost lines. The first-transfer processes of the acc version are left out.
 * Usage: transfer [max-MiB [min-MiB]]; default 4096 and 1. */
#define BENCH_HELPERS_ONLY
#include "../acc/transfer.c"

#include <omp.h>

static void xfer_omp_bump(double *buf, long n) {
#pragma omp target teams distribute parallel for
    for (long i = 0; i < n; i++) buf[i] += 1.0;
}

/* The sweep over sizes for one kind of host memory. Returns 0 when every check passed. */
static int xfer_omp_sweep(double *buf, const char *memory, const size_t *sizes, int count) {
    int incs[MAX_SIZES] = {0}, bad = 0;
    for (int k = 0; k < count; k++) {
        long n = (long)(sizes[k] / sizeof(double));
        bench_timer t;
        bench_timer_init(&t);
        while (xfer_more(&t)) {
            double t0 = bench_now();
#pragma omp target enter data map(to : buf[0:n])
            double t1 = bench_now();
#pragma omp target exit data map(delete : buf[0:n])
            bench_record(&t, t1 - t0);
        }
        bad |= xfer_result("copyin", memory, sizes[k], &t, 1);
#pragma omp target enter data map(to : buf[0:n])
        bench_timer_init(&t);
        while (xfer_more(&t)) {
            double t0 = bench_now();
#pragma omp target update to(buf[0:n])
            bench_record(&t, bench_now() - t0);
        }
        bad |= xfer_result("update_device", memory, sizes[k], &t, 1);
        xfer_omp_bump(buf, n);
        incs[k] += 1;
        bench_timer_init(&t);
        int ok = 1;
        while (xfer_more(&t)) {
            double t0 = bench_now();
#pragma omp target update from(buf[0:n])
            bench_record(&t, bench_now() - t0);
            if (t.iters == 1) ok = xfer_check(buf, n, sizes, incs, k, "update from");
        }
        bad |= xfer_result("update_self", memory, sizes[k], &t, ok);
#pragma omp target exit data map(delete : buf[0:n])
        bench_timer_init(&t);
        while (xfer_more(&t)) {
#pragma omp target enter data map(to : buf[0:n])
            xfer_omp_bump(buf, n);
            incs[k] += 1;
            double t0 = bench_now();
#pragma omp target exit data map(from : buf[0:n])
            bench_record(&t, bench_now() - t0);
        }
        ok = xfer_check(buf, n, sizes, incs, k, "copyout");
        bad |= xfer_result("copyout", memory, sizes[k], &t, ok);
    }
    return bad;
}

int main(int argc, char **argv) {
    long max_mib = bench_arg(argc, argv, 1, DEFAULT_MAX_MIB);
    long min_mib = bench_arg(argc, argv, 2, DEFAULT_MIN_MIB);
    if (min_mib > max_mib) min_mib = max_mib;
    size_t sizes[MAX_SIZES];
    int count = xfer_sizes(min_mib, max_mib, sizes);
    size_t max_bytes = sizes[count - 1];
    double *pageable = (double *)bench_alloc(max_bytes);
    xfer_fill(pageable, (long)(max_bytes / sizeof(double)));
    int bad = xfer_omp_sweep(pageable, "pageable", sizes, count);
    free(pageable);
    /* Only where there is a device: on the initial device pinning means nothing. */
    if (omp_get_num_devices() > 0) {
        omp_alloctrait_t traits[] = {{omp_atk_pinned, omp_atv_true}};
        omp_allocator_handle_t pinned_alloc =
            omp_init_allocator(omp_default_mem_space, 1, traits);
        double *pinned = (double *)omp_alloc(max_bytes, pinned_alloc);
        if (pinned) {
            xfer_fill(pinned, (long)(max_bytes / sizeof(double)));
            bad |= xfer_omp_sweep(pinned, "pinned", sizes, count);
            omp_free(pinned, pinned_alloc);
        }
        omp_destroy_allocator(pinned_alloc);
    }
    return bad;
}
