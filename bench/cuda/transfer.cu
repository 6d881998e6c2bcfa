/* Data movement in CUDA, the yardstick of the acc directives: cudaMemcpy from the same kinds of
 * host memory (malloc'd pageable, cudaMallocHost pinned) into and out of one device buffer
 * allocated once (copyin and update device are both a host-to-device cudaMemcpy here, copyout
 * and update self a device-to-host one, measured separately all the same). The first-transfer
 * breakdown, in two fresh processes as the acc version: the first times its start, context
 * creation (cudaFree(0)) and then cudaMalloc + cudaMemcpy of 16 MiB; the second cudaMalloc +
 * cudaMemcpy with nothing started, into a second new block, from an untouched malloc'd block,
 * and cudaMemcpy into an existing block. */
#define BENCH_CUDA
#include "../acc/transfer.c"
#include "cuda_bench.h"

__global__ void k_bump(double *buf, long n) {
    for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
        buf[i] += 1.0;
}

static void bump(double *d, long n) {
    k_bump<<<resident_blocks(8), 256>>>(d, n);
    CK_LAUNCH();
    CK(cudaDeviceSynchronize());
}

static double copy_to_device(double *d, const double *h, size_t bytes) {
    double t0 = bench_now();
    CK(cudaMemcpy(d, h, bytes, cudaMemcpyHostToDevice));
    return bench_now() - t0;
}

static double copy_to_host(double *h, const double *d, size_t bytes) {
    double t0 = bench_now();
    CK(cudaMemcpy(h, d, bytes, cudaMemcpyDeviceToHost));
    return bench_now() - t0;
}

static int first(const char *mode, double spawned, double at_main) {
    size_t bytes = (size_t)FIRST_MIB << 20;
    long n = (long)(bytes / sizeof(double));
    double *a = (double *)bench_alloc(bytes), *b = (double *)bench_alloc(bytes);
    double *c = (double *)bench_alloc(bytes); /* never touched by the host */
    xfer_fill(a, n);
    xfer_fill(b, n);
    double *da = NULL, *db = NULL, *dc = NULL;
    if (strcmp(mode, "init") == 0) {
        double t0 = bench_now();
        CK(cudaFree(0));
        double t1 = bench_now();
        CK(cudaMalloc((void **)&da, bytes));
        CK(cudaMemcpy(da, a, bytes, cudaMemcpyHostToDevice));
        double t2 = bench_now();
        xfer_first_result("first_process_start", at_main - spawned, 0.0);
        xfer_first_result("first_init", t1 - t0, 0.0);
        xfer_first_result("first_copyin_after_init", t2 - t1, (double)bytes);
        CK(cudaFree(da));
    } else {
        double t0 = bench_now();
        CK(cudaMalloc((void **)&da, bytes));
        CK(cudaMemcpy(da, a, bytes, cudaMemcpyHostToDevice));
        double t1 = bench_now();
        CK(cudaMalloc((void **)&db, bytes));
        CK(cudaMemcpy(db, b, bytes, cudaMemcpyHostToDevice));
        double t2 = bench_now();
        CK(cudaMalloc((void **)&dc, bytes));
        CK(cudaMemcpy(dc, c, bytes, cudaMemcpyHostToDevice));
        double t3 = bench_now();
        double warm = 1e30;
        for (int r = 0; r < 5; r++) {
            double s = copy_to_device(da, a, bytes);
            if (s < warm) warm = s;
        }
        xfer_first_result("first_copyin_cold", t1 - t0, (double)bytes);
        xfer_first_result("copyin_new_block", t2 - t1, (double)bytes);
        xfer_first_result("copyin_untouched_host", t3 - t2, (double)bytes);
        xfer_first_result("copyin_warm", warm, (double)bytes);
        CK(cudaFree(da));
        CK(cudaFree(db));
        CK(cudaFree(dc));
    }
    free(a);
    free(b);
    free(c);
    return 0;
}

/* The same flow as the acc sweep, on one device buffer. */
static int sweep(double *buf, double *d, const char *memory, const size_t *sizes, int count) {
    int incs[MAX_SIZES] = {0}, bad = 0;
    for (int k = 0; k < count; k++) {
        long n = (long)(sizes[k] / sizeof(double));
        size_t bytes = sizes[k];
        bench_timer t;
        bench_timer_init(&t);
        while (xfer_more(&t)) bench_record(&t, copy_to_device(d, buf, bytes));
        bad |= xfer_result("copyin", memory, bytes, &t, 1);
        bench_timer_init(&t);
        while (xfer_more(&t)) bench_record(&t, copy_to_device(d, buf, bytes));
        bad |= xfer_result("update_device", memory, bytes, &t, 1);
        bump(d, n);
        incs[k] += 1;
        bench_timer_init(&t);
        int ok = 1;
        while (xfer_more(&t)) {
            bench_record(&t, copy_to_host(buf, d, bytes));
            if (t.iters == 1) ok = xfer_check(buf, n, sizes, incs, k, "update self");
        }
        bad |= xfer_result("update_self", memory, bytes, &t, ok);
        bench_timer_init(&t);
        while (xfer_more(&t)) {
            CK(cudaMemcpy(d, buf, bytes, cudaMemcpyHostToDevice));
            bump(d, n);
            incs[k] += 1;
            bench_record(&t, copy_to_host(buf, d, bytes));
        }
        ok = xfer_check(buf, n, sizes, incs, k, "copyout");
        bad |= xfer_result("copyout", memory, bytes, &t, ok);
    }
    return bad;
}

int main(int argc, char **argv) {
    double at_main = bench_now();
    if (xfer_is_first(argc, argv)) return first(argv[2], atof(argv[3]), at_main);
    long max_mib = bench_arg(argc, argv, 1, DEFAULT_MAX_MIB);
    long min_mib = bench_arg(argc, argv, 2, DEFAULT_MIN_MIB);
    if (min_mib > max_mib) min_mib = max_mib;
    size_t sizes[MAX_SIZES];
    int count = xfer_sizes(min_mib, max_mib, sizes);
    int bad = xfer_spawn_first("init") | xfer_spawn_first("cold");
    size_t max_bytes = sizes[count - 1];
    double *d = NULL;
    CK(cudaMalloc((void **)&d, max_bytes));
    double *pageable = (double *)bench_alloc(max_bytes);
    xfer_fill(pageable, (long)(max_bytes / sizeof(double)));
    bad |= sweep(pageable, d, "pageable", sizes, count);
    free(pageable);
    double *pinned = NULL;
    CK(cudaMallocHost((void **)&pinned, max_bytes));
    xfer_fill(pinned, (long)(max_bytes / sizeof(double)));
    bad |= sweep(pinned, d, "pinned", sizes, count);
    CK(cudaFreeHost(pinned));
    CK(cudaFree(d));
    return bad;
}
