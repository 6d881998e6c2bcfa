/* 27-point stencil time loop in CUDA: one stream per slab, 32 x 4 x 2 thread blocks with one
 * point per thread, the plane transfers as cudaMemcpyAsync on the slab's stream, one
 * cudaDeviceSynchronize per step. A careful CUDA programmer page-locks host memory that is
 * transferred every step: the two arrays are registered with cudaHostRegister (outside the
 * timing), so the plane copies are DMA from the same host memory the acc version uses. */
#define BENCH_CUDA
#include "../acc/stencil27.c"
#include "cuda_bench.h"

__global__ void k_slab(const double *in, double *out, long n, long i0, long i1) {
    long k = 1 + blockIdx.x * (long)blockDim.x + threadIdx.x;
    long j = 1 + blockIdx.y * (long)blockDim.y + threadIdx.y;
    long i = i0 + blockIdx.z * (long)blockDim.z + threadIdx.z;
    if (i >= i1 || j >= n - 1 || k >= n - 1) return;
    long x = (i * n + j) * n + k;
    out[x] = s27_point(in, x, n * n, n);
}

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_STEPS);
    if (n < 4) {
        fprintf(stderr, "stencil27: n must be at least 4\n");
        return 2;
    }
    long nn = n * n, total = nn * n, mid = n / 2;
    size_t plane = sizeof(double) * nn;
    double *a = (double *)bench_alloc(sizeof(double) * total);
    double *b = (double *)bench_alloc(sizeof(double) * total);
    s27_init(a, b, n);
    CK(cudaHostRegister(a, sizeof(double) * total, cudaHostRegisterDefault));
    CK(cudaHostRegister(b, sizeof(double) * total, cudaHostRegisterDefault));
    double *da = to_device(a, total), *db = to_device(b, total);
    cudaStream_t q[2];
    CK(cudaStreamCreateWithFlags(&q[0], cudaStreamNonBlocking));
    CK(cudaStreamCreateWithFlags(&q[1], cudaStreamNonBlocking));
    dim3 block(32, 4, 2);
    dim3 grid1(blocks_for(n - 2, 32), blocks_for(n - 2, 4), blocks_for(mid - 1, 2));
    dim3 grid2(blocks_for(n - 2, 32), blocks_for(n - 2, 4), blocks_for(n - 1 - mid, 2));
    bench_timer t;
    bench_timer_init(&t);
    int steps = 0, ok = 1;
    for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
        double t0 = sync_now();
        s27_set_boundary(b, n, steps + 1);
        CK(cudaMemcpyAsync(db, b, plane, cudaMemcpyHostToDevice, q[0]));
        CK(cudaMemcpyAsync(db + (n - 1) * nn, b + (n - 1) * nn, plane, cudaMemcpyHostToDevice, q[1]));
        k_slab<<<grid1, block, 0, q[0]>>>(da, db, n, 1, mid);
        CK_LAUNCH();
        k_slab<<<grid2, block, 0, q[1]>>>(da, db, n, mid, n - 1);
        CK_LAUNCH();
        CK(cudaMemcpyAsync(b + (mid - 1) * nn, db + (mid - 1) * nn, plane, cudaMemcpyDeviceToHost, q[0]));
        CK(cudaMemcpyAsync(b + mid * nn, db + mid * nn, plane, cudaMemcpyDeviceToHost, q[1]));
        double t1 = sync_now();
        steps++;
        double *tmp = a;
        a = b;
        b = tmp;
        tmp = da;
        da = db;
        db = tmp;
        if (it > 0) bench_record(&t, t1 - t0);
    }
    ok = s27_check_cut(a, n, mid, steps);
    to_host(a, da, total);
    ok = ok && s27_check(a, n, steps);
    char size[64];
    snprintf(size, sizeof size, "%ldx%ldx%ld", n, n, n);
    int bad = bench_result("stencil27", size, &t, s27_bytes(n), s27_flops(n), "mem", NULL, ok);
    CK(cudaHostUnregister(a));
    CK(cudaHostUnregister(b));
    return bad;
}
