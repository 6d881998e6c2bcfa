/* saxpy in CUDA: one thread per element. */
#define BENCH_CUDA
#include "../acc/saxpy.c"
#include "cuda_bench.h"

__global__ void k_saxpy(float *y, const float *x, float a, long n) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    float *x = (float *)bench_alloc(sizeof(float) * n);
    float *y = (float *)bench_alloc(sizeof(float) * n);
    saxpy_init(x, y, n);
    float *dx = to_device(x, n), *dy = to_device(y, n);
    bench_timer t;
    bench_timer_init(&t);
    int reps = 0;
    for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
        double t0 = sync_now();
        k_saxpy<<<blocks_for(n, 256), 256>>>(dy, dx, SAXPY_A, n);
        CK_LAUNCH();
        double t1 = sync_now();
        reps++;
        if (it > 0) bench_record(&t, t1 - t0);
    }
    to_host(y, dy, n);
    int ok = saxpy_check(x, y, n, reps);
    char size[32];
    snprintf(size, sizeof size, "%ld", n);
    return bench_result("saxpy", size, &t, 3.0 * sizeof(float) * n, 2.0 * n, "mem", NULL, ok);
}
