/* Dense matmul in CUDA: the classic 32 x 32 shared-memory tiling, each thread one entry of C,
 * plain FMAs (no tensor cores, no libraries). */
#define BENCH_CUDA
#include "../acc/matmul.c"
#include "cuda_bench.h"

#define TILE 32

__global__ void k_matmul(const double *A, const double *B, double *C, long n) {
    __shared__ double As[TILE][TILE], Bs[TILE][TILE + 1];
    long row = blockIdx.y * (long)TILE + threadIdx.y, col = blockIdx.x * (long)TILE + threadIdx.x;
    double s = 0.0;
    for (long k0 = 0; k0 < n; k0 += TILE) {
        As[threadIdx.y][threadIdx.x] = row < n && k0 + threadIdx.x < n ? A[row * n + k0 + threadIdx.x] : 0.0;
        Bs[threadIdx.y][threadIdx.x] = col < n && k0 + threadIdx.y < n ? B[(k0 + threadIdx.y) * n + col] : 0.0;
        __syncthreads();
#pragma unroll 8
        for (int k = 0; k < TILE; k++) s += As[threadIdx.y][k] * Bs[k][threadIdx.x];
        __syncthreads();
    }
    if (row < n && col < n) C[row * n + col] = s;
}

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    double *A = (double *)bench_alloc(sizeof(double) * n * n);
    double *B = (double *)bench_alloc(sizeof(double) * n * n);
    double *C = (double *)bench_alloc(sizeof(double) * n * n);
    matmul_init(A, B, C, n);
    double *dA = to_device(A, n * n), *dB = to_device(B, n * n), *dC = to_device(C, n * n);
    dim3 block(TILE, TILE), grid(blocks_for(n, TILE), blocks_for(n, TILE));
    bench_timer t;
    bench_timer_init(&t);
    for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
        double t0 = sync_now();
        k_matmul<<<grid, block>>>(dA, dB, dC, n);
        CK_LAUNCH();
        double t1 = sync_now();
        if (it > 0) bench_record(&t, t1 - t0);
    }
    to_host(C, dC, n * n);
    int ok = matmul_check(C, n);
    char size[48];
    snprintf(size, sizeof size, "%ldx%ld", n, n);
    double nn = (double)n * (double)n;
    return bench_result("matmul", size, &t, 3 * sizeof(double) * nn, 2.0 * nn * (double)n, "fp64",
                        NULL, ok);
}
