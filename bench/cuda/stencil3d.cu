/* 3-D 7-point stencil in CUDA: 32 x 4 x 2 thread blocks, one point per thread, k fastest. */
#define BENCH_CUDA
#include "../acc/stencil3d.c"
#include "cuda_bench.h"

__global__ void k_step(const double *in, double *out, long n) {
    long k = 1 + blockIdx.x * (long)blockDim.x + threadIdx.x;
    long j = 1 + blockIdx.y * (long)blockDim.y + threadIdx.y;
    long i = 1 + blockIdx.z * (long)blockDim.z + threadIdx.z;
    if (i >= n - 1 || j >= n - 1 || k >= n - 1) return;
    long x = (i * n + j) * n + k;
    out[x] = C0 * in[x] + C1 * (in[x - n * n] + in[x + n * n] + in[x - n] + in[x + n] + in[x - 1] + in[x + 1]);
}

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    long total = n * n * n;
    double *a = (double *)bench_alloc(sizeof(double) * total);
    double *b = (double *)bench_alloc(sizeof(double) * total);
    stencil_init(a, b, n);
    double *da = to_device(a, total), *db = to_device(b, total);
    dim3 block(32, 4, 2), grid(blocks_for(n - 2, 32), blocks_for(n - 2, 4), blocks_for(n - 2, 2));
    bench_timer t;
    bench_timer_init(&t);
    int sweeps = 0;
    for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
        double t0 = sync_now();
        k_step<<<grid, block>>>(da, db, n);
        CK_LAUNCH();
        k_step<<<grid, block>>>(db, da, n);
        CK_LAUNCH();
        double t1 = sync_now();
        sweeps += 2;
        if (it > 0) bench_record(&t, t1 - t0);
    }
    to_host(a, da, total);
    int ok = stencil_check(a, n, sweeps);
    char size[48];
    snprintf(size, sizeof size, "%ldx%ldx%ld", n, n, n);
    double points = (double)(n - 2) * (double)(n - 2) * (double)(n - 2);
    return bench_result("stencil3d", size, &t, 2 * 2 * sizeof(double) * points, 2 * 8 * points, "mem",
                        NULL, ok);
}
