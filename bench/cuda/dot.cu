/* Dot product in CUDA: grid-stride partial sums, a block reduction, one atomic per block. */
#define BENCH_CUDA
#include "../acc/dot.c"
#include "cuda_bench.h"

__global__ void k_dot(const double *x, const double *y, long n, double *out) {
    double s = 0.0;
    for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
        s += x[i] * y[i];
    s = block_sum(s);
    if (threadIdx.x == 0) atomicAdd(out, s);
}

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    double *x = (double *)bench_alloc(sizeof(double) * n);
    double *y = (double *)bench_alloc(sizeof(double) * n);
    dot_init(x, y, n);
    double want = dot_expected(n);
    double *dx = to_device(x, n), *dy = to_device(y, n), *dsum = to_device<double>(NULL, 1);
    bench_timer t;
    bench_timer_init(&t);
    int ok = 1;
    double last = 0.0;
    unsigned g = resident_blocks(8);
    for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
        double sum = 0.0;
        double t0 = sync_now();
        CK(cudaMemsetAsync(dsum, 0, sizeof(double)));
        k_dot<<<g, 256>>>(dx, dy, n, dsum);
        CK_LAUNCH();
        to_host(&sum, dsum, 1);
        double t1 = bench_now();
        if (sum != want) {
            fprintf(stderr, "dot: got %.17g, want %.17g\n", sum, want);
            ok = 0;
        }
        last = sum;
        if (it > 0) bench_record(&t, t1 - t0);
    }
    char size[32], checksum[32];
    snprintf(size, sizeof size, "%ld", n);
    snprintf(checksum, sizeof checksum, "%.0f", last);
    return bench_result("dot", size, &t, 2.0 * sizeof(double) * n, 2.0 * n, "mem", checksum, ok);
}
