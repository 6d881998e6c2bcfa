/* A timing stand-in for libcuda.so.1 (helper pinstage, issue 22's launch rows): every driver
 * entry point libaccrt resolves (runtime-rs/src/backend/cuda_driver.rs) forwards to the real
 * driver (OXSHIM_REAL, an absolute path) and adds its host time to a per-entry total, written
 * at exit to OXSHIM_OUT (default stderr). With bench/acc/launch.c, the time per launch minus
 * the driver's is the runtime's own (and the compiled host code's).
 * x86-64 only: every driver argument is an integer or a pointer, so one forwarder taking 11
 * words serves all of them (extra words are ignored by the callee).
 * Build: cc -O2 -shared -fPIC -o libcuda.so.1 cudashim.c -ldl
 * Run:   LD_LIBRARY_PATH=<dir> OXSHIM_REAL=/usr/lib/x86_64-linux-gnu/libcuda.so.1 ./prog */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef uintptr_t W;
typedef int (*fwd_fn)(W, W, W, W, W, W, W, W, W, W, W);

#define ENTRIES(X)                                                                                 \
    X(cuInit) X(cuDriverGetVersion) X(cuDeviceGetCount) X(cuDeviceGet) X(cuDeviceGetName)          \
    X(cuDeviceGetAttribute) X(cuDeviceTotalMem_v2) X(cuDevicePrimaryCtxRetain)                     \
    X(cuDevicePrimaryCtxRelease_v2) X(cuCtxSetCurrent) X(cuCtxSetLimit) X(cuMemGetInfo_v2)         \
    X(cuModuleLoadDataEx) X(cuModuleUnload) X(cuModuleGetFunction) X(cuModuleGetGlobal_v2)         \
    X(cuMemAlloc_v2) X(cuMemFree_v2) X(cuMemAllocHost_v2) X(cuMemFreeHost)                         \
    X(cuMemHostRegister_v2) X(cuMemHostUnregister) X(cuPointerGetAttributes) X(cuMemcpyHtoD_v2)    \
    X(cuMemcpyDtoH_v2) X(cuMemcpyHtoDAsync_v2) X(cuMemcpyDtoHAsync_v2) X(cuMemcpyDtoDAsync_v2)     \
    X(cuMemsetD8Async) X(cuMemsetD32Async) X(cuStreamCreate) X(cuStreamDestroy_v2)                 \
    X(cuStreamSynchronize) X(cuStreamQuery) X(cuStreamWaitEvent) X(cuEventCreate)                  \
    X(cuEventRecord) X(cuEventQuery) X(cuEventSynchronize) X(cuEventDestroy_v2) X(cuLaunchKernel)  \
    X(cuGetErrorName) X(cuOccupancyMaxActiveBlocksPerMultiprocessor) X(cuFuncGetAttribute)         \
    X(cuLinkCreate_v2) X(cuLinkAddData_v2) X(cuLinkComplete) X(cuLinkDestroy) X(cuCtxGetCurrent)     \
    X(cuCtxGetLimit)

enum {
#define ID(n) ID_##n,
    ENTRIES(ID) N_ENTRIES
#undef ID
};
static const char *const names[N_ENTRIES] = {
#define NAME(n) #n,
    ENTRIES(NAME)
#undef NAME
};
static fwd_fn real_fn[N_ENTRIES];
static unsigned long calls[N_ENTRIES];
static double ns[N_ENTRIES], max_ns[N_ENTRIES];
static void *real_lib;
static double t_first, t_last;

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static fwd_fn resolve(int id) {
    if (!real_fn[id]) {
        if (!real_lib) {
            const char *path = getenv("OXSHIM_REAL");
            real_lib = path ? dlopen(path, RTLD_NOW | RTLD_LOCAL) : NULL;
            if (!real_lib) {
                fprintf(stderr, "cudashim: OXSHIM_REAL=%s: %s\n", path ? path : "(unset)", dlerror());
                abort();
            }
        }
        real_fn[id] = (fwd_fn)dlsym(real_lib, names[id]);
        if (!real_fn[id]) {
            fprintf(stderr, "cudashim: %s missing in the real driver\n", names[id]);
            abort();
        }
    }
    return real_fn[id];
}

#define DEF(n)                                                                                     \
    int n(W a, W b, W c, W d, W e, W f, W g, W h, W i, W j, W k) {                                 \
        fwd_fn fn = resolve(ID_##n);                                                               \
        double t0 = now_ns();                                                                      \
        int r = fn(a, b, c, d, e, f, g, h, i, j, k);                                               \
        double t1 = now_ns();                                                                      \
        if (!t_first) t_first = t0;                                                                \
        t_last = t1;                                                                               \
        calls[ID_##n]++;                                                                           \
        ns[ID_##n] += t1 - t0;                                                                     \
        if (t1 - t0 > max_ns[ID_##n]) max_ns[ID_##n] = t1 - t0;                                    \
        return r;                                                                                  \
    }
ENTRIES(DEF)

__attribute__((destructor)) static void report(void) {
    const char *out = getenv("OXSHIM_OUT");
    FILE *f = out ? fopen(out, "a") : NULL;
    if (!f) f = stderr;
    double total = 0;
    for (int k = 0; k < N_ENTRIES; k++) total += ns[k];
    fprintf(f, "cudashim: %.3f s between the first and last driver call, %.3f s inside the driver\n",
            (t_last - t_first) * 1e-9, total * 1e-9);
    fprintf(f, "%-46s %10s %12s %10s %10s\n", "entry", "calls", "total ms", "avg ns", "max us");
    for (int k = 0; k < N_ENTRIES; k++)
        if (calls[k])
            fprintf(f, "%-46s %10lu %12.3f %10.0f %10.1f\n", names[k], calls[k], ns[k] * 1e-6,
                    ns[k] / (double)calls[k], max_ns[k] * 1e-3);
    if (f != stderr) fclose(f);
}
