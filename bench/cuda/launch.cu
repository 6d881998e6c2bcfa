/* Launch overhead in CUDA: the same kernels launched with the driver API's cuLaunchKernel (taken
 * from libcuda.so.1 with dlopen, the CUfunction from cudaGetFuncBySymbol, so nvcc needs no extra
 * library), on one stream; the synchronous variants wait with cuStreamSynchronize after every
 * launch, the asynchronous ones once after the L launches. region_present4 has no CUDA
 * counterpart beyond the launch itself and repeats launch_sync_present4. Blocks of 256 threads,
 * as many as the m iterations need. */
#define BENCH_CUDA
#include "../acc/launch.c"
#include "cuda_bench.h"
#include <cuda.h>
#include <dlfcn.h>

__global__ void k_one(double *a, long m) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    if (i < m) a[i] += 1.0;
}

__global__ void k_four(double *a, const double *b, const double *c, const double *d, long m) {
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    if (i < m) a[i] += b[i] + c[i] * d[i];
}

typedef CUresult (*launch_fn)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned,
                              unsigned, unsigned, CUstream, void **, void **);
typedef CUresult (*sync_fn)(CUstream);

static void *driver_symbol(void *lib, const char *name) {
    void *f = lib ? dlsym(lib, name) : NULL;
    if (!f) {
        fprintf(stderr, "launch: %s not found in libcuda.so.1\n", name);
        exit(3);
    }
    return f;
}

int main(int argc, char **argv) {
    long m = bench_arg(argc, argv, 1, DEFAULT_M);
    long launches = bench_arg(argc, argv, 2, DEFAULT_LAUNCHES);
    int samples = (int)bench_arg(argc, argv, 3, DEFAULT_SAMPLES);
    double *a = (double *)bench_alloc(sizeof(double) * m);
    double *b = (double *)bench_alloc(sizeof(double) * m);
    double *c = (double *)bench_alloc(sizeof(double) * m);
    double *d = (double *)bench_alloc(sizeof(double) * m);
    launch_init(a, b, c, d, m);
    double *da = to_device(a, m), *db = to_device(b, m), *dc = to_device(c, m), *dd = to_device(d, m);
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL);
    launch_fn launch = (launch_fn)driver_symbol(lib, "cuLaunchKernel");
    sync_fn sync = (sync_fn)driver_symbol(lib, "cuStreamSynchronize");
    cudaFunction_t f_one, f_four;
    CK(cudaGetFuncBySymbol(&f_one, (const void *)k_one));
    CK(cudaGetFuncBySymbol(&f_four, (const void *)k_four));
    cudaStream_t stream;
    CK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    CUstream s = (CUstream)stream;
    unsigned blocks = blocks_for(m, 256);
    void *args_one[] = {&da, &m};
    void *args_four[] = {&da, &db, &dc, &dd, &m};
    double added = 0.0;
    bench_timer timers[VARIANTS];
    for (int v = 0; v < VARIANTS; v++) {
        bench_timer *t = &timers[v];
        bench_timer_init(t);
        int four = v >= 2, wait_each = v == 0 || v == 2 || v == 4;
        CUfunction f = (CUfunction)(four ? f_four : f_one);
        void **args = four ? args_four : args_one;
        for (int smp = 0; smp <= samples; smp++) {
            double t0 = bench_now();
            for (long l = 0; l < launches; l++) {
                if (launch(f, blocks, 1, 1, 256, 1, 1, 0, s, args, NULL) != CUDA_SUCCESS) {
                    fprintf(stderr, "launch: cuLaunchKernel failed\n");
                    return 3;
                }
                if (wait_each && sync(s) != CUDA_SUCCESS) {
                    fprintf(stderr, "launch: cuStreamSynchronize failed\n");
                    return 3;
                }
            }
            if (sync(s) != CUDA_SUCCESS) {
                fprintf(stderr, "launch: cuStreamSynchronize failed\n");
                return 3;
            }
            double t1 = bench_now();
            added += (double)launches * (four ? 2.0 : 1.0);
            if (smp > 0) bench_record(t, (t1 - t0) / (double)launches);
        }
    }
    to_host(a, da, m);
    return launch_results(m, launches, timers, VARIANTS, launch_check(a, m, added));
}
