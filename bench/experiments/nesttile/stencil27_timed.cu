/* stencil27's CUDA step taken apart with events (helper nesttile, decision 87's kit): the two
 * k_slab kernels on one stream, one after the other, and the four plane copies, each timed on
 * its own, so that the acc version's `OXACC_TIME=1` lines (kernels, transfers) can be set
 * against them. Build from bench/cuda: nvcc -O3 -arch=sm_90 -I. \
 * ../experiments/nesttile/stencil27_timed.cu. Usage: stencil27_timed [n [steps]]. */
#define main stencil27_cuda_main
#include "stencil27.cu"
#undef main

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int steps = (int)bench_arg(argc, argv, 2, DEFAULT_STEPS);
    long nn = n * n, total = nn * n, mid = n / 2;
    size_t plane = sizeof(double) * nn;
    double *a = (double *)bench_alloc(sizeof(double) * total);
    double *b = (double *)bench_alloc(sizeof(double) * total);
    s27_init(a, b, n);
    CK(cudaHostRegister(a, sizeof(double) * total, cudaHostRegisterDefault));
    CK(cudaHostRegister(b, sizeof(double) * total, cudaHostRegisterDefault));
    double *da = to_device(a, total), *db = to_device(b, total);
    dim3 block(32, 4, 2);
    dim3 grid1(blocks_for(n - 2, 32), blocks_for(n - 2, 4), blocks_for(mid - 1, 2));
    dim3 grid2(blocks_for(n - 2, 32), blocks_for(n - 2, 4), blocks_for(n - 1 - mid, 2));
    const char *names[4] = {"copies in (2 planes)", "k_slab 1", "k_slab 2", "copies out (2 planes)"};
    double sum[4] = {0, 0, 0, 0}, best[4] = {1e30, 1e30, 1e30, 1e30};
    cudaEvent_t ev[5];
    for (int k = 0; k < 5; k++) CK(cudaEventCreate(&ev[k]));
    for (int s = 0; s <= steps; s++) {
        s27_set_boundary(b, n, s + 1);
        CK(cudaEventRecord(ev[0]));
        CK(cudaMemcpyAsync(db, b, plane, cudaMemcpyHostToDevice, 0));
        CK(cudaMemcpyAsync(db + (n - 1) * nn, b + (n - 1) * nn, plane, cudaMemcpyHostToDevice, 0));
        CK(cudaEventRecord(ev[1]));
        k_slab<<<grid1, block>>>(da, db, n, 1, mid);
        CK(cudaEventRecord(ev[2]));
        k_slab<<<grid2, block>>>(da, db, n, mid, n - 1);
        CK(cudaEventRecord(ev[3]));
        CK(cudaMemcpyAsync(b + (mid - 1) * nn, db + (mid - 1) * nn, plane, cudaMemcpyDeviceToHost, 0));
        CK(cudaMemcpyAsync(b + mid * nn, db + mid * nn, plane, cudaMemcpyDeviceToHost, 0));
        CK(cudaEventRecord(ev[4]));
        CK(cudaEventSynchronize(ev[4]));
        if (s > 0)
            for (int k = 0; k < 4; k++) {
                float ms = 0.0f;
                CK(cudaEventElapsedTime(&ms, ev[k], ev[k + 1]));
                sum[k] += ms;
                best[k] = ms < best[k] ? ms : best[k];
            }
        double *t = da;
        da = db;
        db = t;
        t = a;
        a = b;
        b = t;
    }
    for (int k = 0; k < 4; k++)
        printf("cuda %-22s mean %8.1f us  best %8.1f us\n", names[k], 1e3 * sum[k] / (steps > 0 ? steps : 1),
               1e3 * best[k]);
    return 0;
}
