/* Prints one JSON object describing device 0: name, compute capability, multiprocessors,
 * clocks, the theoretical peaks (memory bandwidth from the memory clock and bus width; fp32
 * and fp64 FMA rates from the cores per multiprocessor of the architecture, without tensor
 * cores), a measured device-to-device copy bandwidth (bytes read + written, best of 10 copies
 * of 1 GiB), and the driver and runtime versions. The report step divides by these peaks. */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CK(call)                                                                               \
    do {                                                                                       \
        cudaError_t e_ = (call);                                                               \
        if (e_ != cudaSuccess) {                                                               \
            fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(e_));                        \
            exit(3);                                                                           \
        }                                                                                      \
    } while (0)

static int attr(cudaDeviceAttr a, int dev) {
    int v = 0;
    if (cudaDeviceGetAttribute(&v, a, dev) != cudaSuccess) {
        cudaGetLastError();
        return 0;
    }
    return v;
}

/* FP32 and FP64 lanes per multiprocessor (non-tensor), by compute capability. */
static void lanes(int major, int minor, int *fp32, int *fp64) {
    *fp32 = 0;
    *fp64 = 0;
    if (major == 9 && minor == 0) { *fp32 = 128; *fp64 = 64; }      /* H100, H200 */
    else if (major == 10 && minor == 0) { *fp32 = 128; *fp64 = 64; } /* B200 */
    else if (major == 8 && minor == 0) { *fp32 = 64; *fp64 = 32; }  /* A100 */
    else if (major == 7 && minor == 0) { *fp32 = 64; *fp64 = 32; }  /* V100 */
    else if (major == 8 || major == 12) { *fp32 = 128; *fp64 = 2; }
}

int main(void) {
    int dev = 0;
    CK(cudaSetDevice(dev));
    cudaDeviceProp p;
    CK(cudaGetDeviceProperties(&p, dev));
    int sms = attr(cudaDevAttrMultiProcessorCount, dev);
    int clock_khz = attr(cudaDevAttrClockRate, dev);
    int mem_khz = attr(cudaDevAttrMemoryClockRate, dev);
    int bus_bits = attr(cudaDevAttrGlobalMemoryBusWidth, dev);
    int l2 = attr(cudaDevAttrL2CacheSize, dev);
    int driver = 0, runtime = 0;
    CK(cudaDriverGetVersion(&driver));
    CK(cudaRuntimeGetVersion(&runtime));
    int fp32 = 0, fp64 = 0;
    lanes(p.major, p.minor, &fp32, &fp64);
    double peak_bw = 2.0 * mem_khz * 1e3 * (bus_bits / 8.0) / 1e9; /* GB/s, double data rate */
    double peak_fp32 = 2.0 * fp32 * sms * clock_khz * 1e3 / 1e9;  /* GFLOP/s, an FMA is 2 */
    double peak_fp64 = 2.0 * fp64 * sms * clock_khz * 1e3 / 1e9;

    size_t bytes = (size_t)1 << 30;
    void *a = NULL, *b = NULL;
    CK(cudaMalloc(&a, bytes));
    CK(cudaMalloc(&b, bytes));
    CK(cudaMemset(a, 1, bytes));
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    float best_ms = 1e30f;
    for (int r = 0; r < 11; r++) {
        CK(cudaEventRecord(e0));
        CK(cudaMemcpy(b, a, bytes, cudaMemcpyDeviceToDevice));
        CK(cudaEventRecord(e1));
        CK(cudaEventSynchronize(e1));
        float ms = 0.0f;
        CK(cudaEventElapsedTime(&ms, e0, e1));
        if (r > 0 && ms < best_ms) best_ms = ms;
    }
    double copy_bw = 2.0 * bytes / (best_ms * 1e-3) / 1e9;
    printf("{\"name\": \"%s\", \"compute_capability\": \"%d.%d\", \"multiprocessors\": %d, "
           "\"clock_mhz\": %.0f, \"memory_clock_mhz\": %.0f, \"memory_bus_bits\": %d, "
           "\"l2_bytes\": %d, \"memory_bytes\": %zu, \"peak_bandwidth_gbs\": %.1f, "
           "\"peak_fp32_gflops\": %.1f, \"peak_fp64_gflops\": %.1f, "
           "\"measured_copy_gbs\": %.1f, \"cuda_driver_version\": %d, "
           "\"cuda_runtime_version\": %d}\n",
           p.name, p.major, p.minor, sms, clock_khz / 1e3, mem_khz / 1e3, bus_bits, l2,
           (size_t)p.totalGlobalMem, peak_bw, peak_fp32, peak_fp64, copy_bw, driver, runtime);
    return 0;
}
