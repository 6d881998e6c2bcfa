/* Sum of a double vector in CUDA: grid-stride partial sums, a block reduction, one atomic per
 * block. */
#define BENCH_CUDA
#include "../acc/sum.c"
#include "cuda_bench.h"

__global__ void k_sum(const double *x, long n, double *out) {
    double s = 0.0;
    for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
        s += x[i];
    s = block_sum(s);
    if (threadIdx.x == 0) atomicAdd(out, s);
}

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    double *x = (double *)bench_alloc(sizeof(double) * n);
    sum_init(x, n);
    double want = sum_expected(n);
    double *dx = to_device(x, n), *dsum = to_device<double>(NULL, 1);
    bench_timer t;
    bench_timer_init(&t);
    int ok = 1;
    double last = 0.0;
    unsigned g = resident_blocks(8);
    for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
        double s = 0.0;
        double t0 = sync_now();
        CK(cudaMemsetAsync(dsum, 0, sizeof(double)));
        k_sum<<<g, 256>>>(dx, n, dsum);
        CK_LAUNCH();
        to_host(&s, dsum, 1);
        double t1 = bench_now();
        if (s != want) {
            fprintf(stderr, "sum: got %.17g, want %.17g\n", s, want);
            ok = 0;
        }
        last = s;
        if (it > 0) bench_record(&t, t1 - t0);
    }
    char size[32], checksum[32];
    snprintf(size, sizeof size, "%ld", n);
    snprintf(checksum, sizeof checksum, "%.2f", last);
    return bench_result("sum", size, &t, 1.0 * sizeof(double) * n, 1.0 * n, "mem", checksum, ok);
}
