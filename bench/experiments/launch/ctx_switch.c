/* Decision 132's launch without cuCtxSetCurrent, on a GPU: between rounds of launches of the
 * same two kernels (async and synchronous) the program makes another context current — none,
 * then one of its own when the driver still offers cuCtxCreate_v2 — as a program mixing its
 * own CUDA with OpenACC may. The runtime trusts its thread-local note only for a launch, and a
 * launch the driver refuses is bound and launched again: every launch must still run.
 * Built by build-kit.sh beside the testsuite programs; without a GPU (or libcuda) the context
 * steps are skipped and the host device runs the loops. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

typedef int (*set_fn)(void *);
typedef int (*create_fn)(void **, unsigned, int);

static void add_rounds(double *a, long n, int launches) {
    for (int l = 0; l < launches; l++) {
#pragma acc parallel loop present(a[0:n]) async(1)
        for (long i = 0; i < n; i++) a[i] += 1.0;
#pragma acc parallel loop present(a[0:n]) wait(1)
        for (long i = 0; i < n; i++) a[i] += 2.0;
    }
#pragma acc wait(1)
}

int main(void) {
    long n = 1000;
    double *a = malloc(sizeof(double) * n);
    for (long i = 0; i < n; i++) a[i] = (double)(i % 7);
    void *lib = dlopen("libcuda.so.1", RTLD_NOW);
    set_fn set = lib ? (set_fn)dlsym(lib, "cuCtxSetCurrent") : NULL;
    create_fn create = lib ? (create_fn)dlsym(lib, "cuCtxCreate_v2") : NULL;
    int steps = 0;
#pragma acc data copy(a[0:n])
    {
        add_rounds(a, n, 10);
        if (set && set(NULL) == 0) steps++;
        add_rounds(a, n, 10);
        void *mine = NULL;
        if (create && create(&mine, 0, 0) == 0) steps++;
        add_rounds(a, n, 10);
        if (set && set(NULL) == 0) steps++;
        add_rounds(a, n, 10);
    }
    long bad = 0;
    for (long i = 0; i < n; i++)
        if (a[i] != (double)(i % 7) + 120.0) bad++;
    fprintf(stderr, "ctx_switch: %d context steps\n", steps);
    printf("ctx_switch: %ld wrong elements\n", bad);
    free(a);
    return bad != 0;
}
// | ctx_switch: 0 wrong elements
// expect-exit: 0
