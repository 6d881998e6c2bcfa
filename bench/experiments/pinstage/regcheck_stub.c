/* A stand-in libcuda.so.1 that checks decision 99's registrations without a GPU (helper
 * pinstage; from helper perfred's counting stand-in, /work/wt/data/perfred/cuda_stub.c):
 * every entry point succeeds at once, device memory is host memory, kernels do not run; but
 * cuMemHostRegister refuses a range overlapping a live registration (as the driver does),
 * cuMemHostUnregister must name one, cuPointerGetAttributes answers "host" inside them, and at
 * exit it prints, with CUDA_STUB_COUNTS=1 or always on a violation, the registrations made,
 * those still live (a registration must end with its mapping) and the violations.
 * Build: gcc -O2 -shared -fPIC -o libcuda.so.1 regcheck_stub.c */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
typedef int CUresult;
enum { N_CALLS = 64 };
static const char *names[N_CALLS]; static unsigned long counts[N_CALLS]; static int nnames;
static void bump(const char *n) { for (int i = 0; i < nnames; i++) if (names[i] == n) { counts[i]++; return; } if (nnames < N_CALLS) { names[nnames] = n; counts[nnames++] = 1; } }
#define C(name) bump(#name)
static int made, violations, nregs;
__attribute__((destructor)) static void report(void) { if (violations || nregs) fprintf(stderr, "stub: %d registrations made, %d live at exit, %d violations\n", made, nregs, violations); if (!getenv("CUDA_STUB_COUNTS")) return; fprintf(stderr, "stub: %d registrations made, %d live at exit, %d violations\n", made, nregs, violations); for (int i = 0; i < nnames; i++) fprintf(stderr, "stub %s %lu\n", names[i], counts[i]); }
static char dummy[64];
CUresult cuInit(unsigned f) { C(cuInit); return 0; }
CUresult cuDriverGetVersion(int *v) { *v = 13000; return 0; }
CUresult cuDeviceGetCount(int *n) { *n = 1; return 0; }
CUresult cuDeviceGet(int *d, int o) { *d = 0; return 0; }
CUresult cuDeviceGetName(char *s, int n, int d) { strncpy(s, "stub H200", n); return 0; }
CUresult cuDeviceGetAttribute(int *v, int a, int d) { *v = a == 16 ? 132 : a == 75 ? 9 : a == 76 ? 0 : 1024; return 0; }
CUresult cuDeviceTotalMem_v2(size_t *b, int d) { *b = (size_t)140 << 30; return 0; }
CUresult cuDevicePrimaryCtxRetain(void **c, int d) { *c = dummy; return 0; }
CUresult cuDevicePrimaryCtxRelease_v2(int d) { return 0; }
CUresult cuCtxSetCurrent(void *c) { C(cuCtxSetCurrent); return 0; }
CUresult cuCtxSetLimit(int l, size_t v) { return 0; }
CUresult cuCtxGetLimit(size_t *v, int l) { *v = 1024; return 0; }
CUresult cuMemGetInfo_v2(size_t *f, size_t *t) { *f = *t = (size_t)140 << 30; return 0; }
CUresult cuModuleLoadDataEx(void **m, const void *img, unsigned n, int *o, void **ov) { C(cuModuleLoadDataEx); *m = dummy; return 0; }
CUresult cuModuleUnload(void *m) { return 0; }
CUresult cuModuleGetFunction(void **f, void *m, const char *n) { C(cuModuleGetFunction); *f = dummy + 8; return 0; }
CUresult cuModuleGetGlobal_v2(uint64_t *d, size_t *s, void *m, const char *n) { static char g[4096]; *d = (uintptr_t)g; *s = sizeof g; return 0; }
CUresult cuMemAlloc_v2(uint64_t *p, size_t b) { C(cuMemAlloc); *p = (uintptr_t)malloc(b ? b : 1); return 0; }
CUresult cuMemFree_v2(uint64_t p) { C(cuMemFree); free((void *)(uintptr_t)p); return 0; }
CUresult cuMemAllocHost_v2(void **p, size_t b) { *p = malloc(b); return 0; }
CUresult cuMemFreeHost(void *p) { free(p); return 0; }
enum { MAX_REGS = 4096 };
static uintptr_t reg_lo[MAX_REGS], reg_hi[MAX_REGS];
static int nregs, made, violations;
static int reg_find(uintptr_t a) { for (int i = 0; i < nregs; i++) if (a >= reg_lo[i] && a < reg_hi[i]) return i; return -1; }
CUresult cuMemHostRegister_v2(void *p, size_t b, unsigned f) {
    uintptr_t lo = (uintptr_t)p, hi = lo + b;
    C(cuMemHostRegister);
    if (lo % 4096 || b % 4096) { fprintf(stderr, "stub: registration %#lx+%zu not whole pages\n", (unsigned long)lo, b); violations++; }
    for (int i = 0; i < nregs; i++)
        if (lo < reg_hi[i] && hi > reg_lo[i]) { fprintf(stderr, "stub: registration %#lx+%zu overlaps a live one\n", (unsigned long)lo, b); violations++; return 712; }
    if (nregs == MAX_REGS) return 2;
    reg_lo[nregs] = lo; reg_hi[nregs++] = hi; made++;
    return 0;
}
CUresult cuMemHostUnregister(void *p) {
    C(cuMemHostUnregister);
    for (int i = 0; i < nregs; i++)
        if (reg_lo[i] == (uintptr_t)p) { reg_lo[i] = reg_lo[--nregs]; reg_hi[i] = reg_hi[nregs]; return 0; }
    fprintf(stderr, "stub: unregistering %p, not registered\n", p); violations++;
    return 713;
}
CUresult cuPointerGetAttributes(unsigned n, int *a, void **d, uint64_t p) { C(cuPointerGetAttributes); *(unsigned *)d[0] = reg_find((uintptr_t)p) >= 0 ? 1 : 0; return 0; }
CUresult cuMemcpyHtoD_v2(uint64_t d, const void *s, size_t b) { C(cuMemcpyHtoD); memcpy((void *)(uintptr_t)d, s, b); return 0; }
CUresult cuMemcpyDtoH_v2(void *d, uint64_t s, size_t b) { C(cuMemcpyDtoH); memcpy(d, (void *)(uintptr_t)s, b); return 0; }
CUresult cuMemcpyHtoDAsync_v2(uint64_t d, const void *s, size_t b, void *st) { C(cuMemcpyHtoDAsync); if (reg_find((uintptr_t)s) >= 0) { C(pinned_HtoD); if (reg_find((uintptr_t)s) != reg_find((uintptr_t)s + b - 1)) { fprintf(stderr, "stub: copy spans registrations\n"); violations++; } } memcpy((void *)(uintptr_t)d, s, b); return 0; }
CUresult cuMemcpyDtoHAsync_v2(void *d, uint64_t s, size_t b, void *st) { C(cuMemcpyDtoHAsync); if (reg_find((uintptr_t)d) >= 0) { C(pinned_DtoH); if (reg_find((uintptr_t)d) != reg_find((uintptr_t)d + b - 1)) { fprintf(stderr, "stub: copy spans registrations\n"); violations++; } } memcpy(d, (void *)(uintptr_t)s, b); return 0; }
CUresult cuMemcpyDtoDAsync_v2(uint64_t d, uint64_t s, size_t b, void *st) { memmove((void *)(uintptr_t)d, (void *)(uintptr_t)s, b); return 0; }
CUresult cuMemsetD8Async(uint64_t d, unsigned char v, size_t n, void *st) { memset((void *)(uintptr_t)d, v, n); return 0; }
CUresult cuMemsetD32Async(uint64_t d, unsigned v, size_t n, void *st) { C(cuMemsetD32Async); for (size_t i = 0; i < n; i++) ((unsigned *)(uintptr_t)d)[i] = v; return 0; }
CUresult cuStreamCreate(void **s, unsigned f) { C(cuStreamCreate); *s = malloc(8); return 0; }
CUresult cuStreamDestroy_v2(void *s) { return 0; }
CUresult cuStreamSynchronize(void *s) { C(cuStreamSynchronize); return 0; }
CUresult cuStreamQuery(void *s) { C(cuStreamQuery); return 0; }
CUresult cuStreamWaitEvent(void *s, void *e, unsigned f) { C(cuStreamWaitEvent); return 0; }
CUresult cuEventCreate(void **e, unsigned f) { C(cuEventCreate); *e = malloc(8); return 0; }
CUresult cuEventRecord(void *e, void *s) { C(cuEventRecord); return 0; }
CUresult cuEventQuery(void *e) { C(cuEventQuery); return 0; }
CUresult cuEventSynchronize(void *e) { C(cuEventSynchronize); return 0; }
CUresult cuEventDestroy_v2(void *e) { free(e); return 0; }
CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, unsigned sh, void *st, void **a, void **x) { C(cuLaunchKernel); return 0; }
CUresult cuGetErrorName(CUresult r, const char **p) { *p = "STUB_ERROR"; return 0; }
CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *n, void *f, int b, size_t s) { *n = 8; return 0; }
CUresult cuFuncGetAttribute(int *v, int a, void *f) { *v = a == 0 ? 1024 : 32; return 0; }
CUresult cuLinkCreate_v2(unsigned n, int *o, void **v, void **st) { *st = dummy; return 0; }
CUresult cuLinkAddData_v2(void *st, int t, void *d, size_t s, const char *n, unsigned no, int *o, void **v) { return 0; }
CUresult cuLinkComplete(void *st, void **cubin, size_t *s) { *cubin = dummy; *s = 16; return 0; }
CUresult cuLinkDestroy(void *st) { return 0; }
