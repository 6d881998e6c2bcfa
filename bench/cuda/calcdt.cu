/* CloverLeaf's calc_dt in CUDA: 32 x 8 thread blocks, one cell per thread (the body is
 * calc_dt's own, calcdt_cell), the minimum reduced per block with warp shuffles and merged with
 * one atomicMin on the bit pattern (steps are positive doubles, which order like their bits). */
#define BENCH_CUDA
#include "../acc/calcdt.c"
#include "cuda_bench.h"

__global__ void k_calc_dt(calcdt_fields f, long n, unsigned long long *dt_min) {
    long j = blockIdx.x * (long)blockDim.x + threadIdx.x;
    long k = blockIdx.y * (long)blockDim.y + threadIdx.y;
    double d = G_BIG;
    if (j < n && k < n)
        d = calcdt_cell(f.den, f.ss, f.visc, f.vol, f.xa, f.ya, f.xv, f.yv, f.cdx, f.cdy, n + 1, j, k);
    for (int o = 16; o > 0; o >>= 1) d = fmin(d, __shfl_down_sync(0xffffffffu, d, o));
    __shared__ double warp_min[8];
    int tid = threadIdx.y * blockDim.x + threadIdx.x;
    if ((tid & 31) == 0) warp_min[tid >> 5] = d;
    __syncthreads();
    if (tid == 0) {
        for (int w = 1; w < (int)(blockDim.x * blockDim.y) / 32; w++) d = fmin(d, warp_min[w]);
        atomicMin(dt_min, (unsigned long long)__double_as_longlong(d));
    }
}

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    size_t total = (size_t)(n + 1) * (size_t)(n + 1);
    calcdt_fields f = calcdt_alloc(n);
    calcdt_init(&f, n);
    calcdt_fields d = {to_device(f.den, total), to_device(f.ss, total),   to_device(f.visc, total),
                       to_device(f.vol, total), to_device(f.xa, total),   to_device(f.ya, total),
                       to_device(f.xv, total),  to_device(f.yv, total),   to_device(f.cdx, n + 1),
                       to_device(f.cdy, n + 1)};
    unsigned long long *dmin = to_device<unsigned long long>(NULL, 1);
    double big = G_BIG;
    unsigned long long big_bits;
    memcpy(&big_bits, &big, sizeof big_bits);
    dim3 block(32, 8), grid(blocks_for(n, 32), blocks_for(n, 8));
    bench_timer t;
    bench_timer_init(&t);
    double dt = 0.0;
    for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
        unsigned long long r;
        double t0 = sync_now();
        CK(cudaMemcpyAsync(dmin, &big_bits, sizeof big_bits, cudaMemcpyHostToDevice));
        k_calc_dt<<<grid, block>>>(d, n, dmin);
        CK_LAUNCH();
        to_host(&r, dmin, 1); /* the acc version brings the minimum back every step too */
        double t1 = bench_now();
        memcpy(&dt, &r, sizeof dt);
        if (it > 0) bench_record(&t, t1 - t0);
    }
    int ok = calcdt_check(&f, n, dt);
    char size[32];
    snprintf(size, sizeof size, "%ldx%ld", n, n);
    return bench_result("calcdt", size, &t, calcdt_bytes(n), 40.0 * (double)n * (double)n, "mem", NULL,
                        ok);
}
