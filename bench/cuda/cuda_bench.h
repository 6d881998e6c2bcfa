/* Shared by the hand-written CUDA versions: error checks, timing around a synchronised region,
 * device buffers and a block-wide reduction. Each NAME.cu includes ../acc/NAME.c with
 * BENCH_CUDA defined, which gives it the acc version's initialisation and checks (and none of
 * its main), so every variant starts from the same data and is checked the same way. */
#ifndef CUDA_BENCH_H
#define CUDA_BENCH_H
#include <cuda_runtime.h>

#define CK(call)                                                                               \
    do {                                                                                       \
        cudaError_t e_ = (call);                                                               \
        if (e_ != cudaSuccess) {                                                               \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,                      \
                    cudaGetErrorString(e_));                                                   \
            exit(3);                                                                           \
        }                                                                                      \
    } while (0)

/* After a launch: launch errors now, execution errors at the next synchronisation. */
#define CK_LAUNCH() CK(cudaGetLastError())

/* The host clock after the device has finished everything queued (the acc versions' compute
 * regions are synchronous, so both are timed the same way). */
static double sync_now(void) {
    CK(cudaDeviceSynchronize());
    return bench_now();
}

template <typename T> static T *to_device(const T *host, size_t count) {
    T *d = NULL;
    CK(cudaMalloc((void **)&d, sizeof(T) * count));
    if (host) CK(cudaMemcpy(d, host, sizeof(T) * count, cudaMemcpyHostToDevice));
    return d;
}

template <typename T> static void to_host(T *host, const T *dev, size_t count) {
    CK(cudaMemcpy(host, dev, sizeof(T) * count, cudaMemcpyDeviceToHost));
}

static unsigned blocks_for(long n, int threads) { return (unsigned)((n + threads - 1) / threads); }

/* A grid that fills the device for grid-stride loops. */
static unsigned resident_blocks(int per_sm) {
    int dev = 0, sms = 0;
    CK(cudaGetDevice(&dev));
    CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
    return (unsigned)(sms * per_sm);
}

/* Sum over the block (blockDim.x a multiple of 32, at most 1024); the result is valid in
 * thread 0. */
template <typename T> __device__ T block_sum(T v) {
    __shared__ T partial[32];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    if (lane == 0) partial[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < (int)(blockDim.x >> 5) ? partial[lane] : (T)0;
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    }
    return v;
}

#endif
