/* bench/acc/stencil27.c with its two arrays page-locked (cuMemHostRegister through libcuda, as
 * bench/cuda/stencil27.cu does with cudaHostRegister) - helper nesttile's experiment on
 * stencil27's gap to CUDA (1.29x with decision 68's tiles): each step copies four 2 MiB planes
 * from and to pageable memory, which the runtime stages through its pinned buffers (a host
 * memcpy before each copy to the device returns, a wait for each copy to the host), where
 * CUDA's registered memory goes by DMA while the other slab's kernel runs. The runtime copies
 * page-locked memory directly (docs/runtime.md), so this variant times the step without the
 * staging. Build: oxacc -fopenacc -O2 --offload-arch=sm_90 stencil27_pinned.c -ldl -lm. */
#include "../../common/bench.h"
#include <dlfcn.h>
#include <openacc.h>

static void *pinned_alloc(size_t bytes) {
    void *p = bench_alloc(bytes);
    static int (*reg)(void *, size_t, unsigned);
    static int tried;
    if (!tried) {
        tried = 1;
        /* cuMemHostRegister needs the runtime's context current on this thread. */
        acc_init(acc_get_device_type());
        void *h = dlopen("libcuda.so.1", RTLD_NOW);
        if (h) *(void **)&reg = dlsym(h, "cuMemHostRegister_v2");
    }
    /* Only the two arrays (the reference check's small buffers stay pageable). */
    if (reg && bytes >= ((size_t)64 << 20) && reg(p, bytes, 0) != 0)
        fprintf(stderr, "stencil27_pinned: cuMemHostRegister failed\n");
    return p;
}

#define bench_alloc pinned_alloc
#include "../../acc/stencil27.c"
