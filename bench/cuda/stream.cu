/* STREAM in CUDA: one thread per element, coalesced. */
#define BENCH_CUDA
#include "../acc/stream.c"
#include "cuda_bench.h"

__global__ void k_copy(double *c, const double *a, long n) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i];
}
__global__ void k_scale(double *b, const double *c, double s, long n) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    if (i < n) b[i] = s * c[i];
}
__global__ void k_add(double *c, const double *a, const double *b, long n) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
__global__ void k_triad(double *a, const double *b, const double *c, double s, long n) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    if (i < n) a[i] = b[i] + s * c[i];
}

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    double *a = (double *)bench_alloc(sizeof(double) * n);
    double *b = (double *)bench_alloc(sizeof(double) * n);
    double *c = (double *)bench_alloc(sizeof(double) * n);
    stream_init(a, b, c, n);
    double *da = to_device(a, n), *db = to_device(b, n), *dc = to_device(c, n);
    bench_timer t_copy, t_scale, t_add, t_triad;
    bench_timer_init(&t_copy);
    bench_timer_init(&t_scale);
    bench_timer_init(&t_add);
    bench_timer_init(&t_triad);
    const int T = 256;
    unsigned g = blocks_for(n, T);
    int reps = 0;
    for (int it = 0; it == 0 || bench_more(&t_triad, max_iters); it++) {
        double t0 = sync_now();
        k_copy<<<g, T>>>(dc, da, n);
        CK_LAUNCH();
        double t1 = sync_now();
        k_scale<<<g, T>>>(db, dc, SCALAR, n);
        CK_LAUNCH();
        double t2 = sync_now();
        k_add<<<g, T>>>(dc, da, db, n);
        CK_LAUNCH();
        double t3 = sync_now();
        k_triad<<<g, T>>>(da, db, dc, SCALAR, n);
        CK_LAUNCH();
        double t4 = sync_now();
        reps++;
        if (it > 0) {
            bench_record(&t_copy, t1 - t0);
            bench_record(&t_scale, t2 - t1);
            bench_record(&t_add, t3 - t2);
            bench_record(&t_triad, t4 - t3);
        }
    }
    to_host(a, da, n);
    to_host(b, db, n);
    to_host(c, dc, n);
    int ok = stream_check(a, b, c, n, reps);
    char size[32];
    snprintf(size, sizeof size, "%ld", n);
    double w = sizeof(double) * (double)n;
    int bad = bench_result("stream_copy", size, &t_copy, 2 * w, 0, "mem", NULL, ok);
    bad |= bench_result("stream_scale", size, &t_scale, 2 * w, (double)n, "mem", NULL, ok);
    bad |= bench_result("stream_add", size, &t_add, 3 * w, (double)n, "mem", NULL, ok);
    bad |= bench_result("stream_triad", size, &t_triad, 3 * w, 2.0 * n, "mem", NULL, ok);
    return bad;
}
