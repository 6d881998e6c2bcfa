/* Decision 99 without a GPU: run against regcheck_stub.c's libcuda.so.1 (device memory is host
 * memory there, kernels do not run), so only data movement is checked: every value the host
 * gets back by `update self` must be the one it sent by `update device` last, through mappings
 * that end and begin again (free and malloc between), adjacent mappings sharing a page, async
 * queues and a copy spanning two registrations. The stand-in checks the registrations (no
 * overlap, whole pages, none live at exit) and counts the copies from registered memory.
 * Build: oxacc -fopenacc -O2 pin_roundtrip.c -o pin_roundtrip
 * Run:   LD_LIBRARY_PATH=<stub dir> CUDA_STUB_COUNTS=1 ACC_DEVICE_TYPE=nvidia ./pin_roundtrip */
#include <stdio.h>
#include <stdlib.h>

#define PLANE (40 * 1024) /* doubles: 320 KiB */
#define NPL 8

static int check(const double *u, long n, double base, const char *what, int it) {
    for (long i = 0; i < n; i++)
        if (u[i] != base + (double)(i % 101)) {
            fprintf(stderr, "%s, iteration %d: [%ld] = %g, want %g\n", what, it, i, u[i], base + (double)(i % 101));
            return 0;
        }
    return 1;
}

static void fill(double *u, long n, double base) {
    for (long i = 0; i < n; i++) u[i] = base + (double)(i % 101);
}

int main(void) {
    int ok = 1;
    for (int round = 0; round < 3; round++) {
        long total = (long)PLANE * NPL;
        double *a = malloc(total * sizeof *a);
        fill(a, total, 0);
#pragma acc enter data copyin(a[0:total])
        for (int it = 0; it < 8; it++) {
            for (int p = 1; p < 3; p++) {
                double *pl = a + p * PLANE;
                fill(pl, PLANE, 1000.0 * round + 10.0 * it + p);
#pragma acc update device(pl[0:PLANE]) async(p)
            }
#pragma acc wait
            for (int p = 1; p < 3; p++) fill(a + p * PLANE, PLANE, -1);
            for (int p = 1; p < 3; p++) {
                double *pl = a + p * PLANE;
#pragma acc update self(pl[0:PLANE]) async(p)
            }
#pragma acc wait
            for (int p = 1; p < 3; p++)
                ok &= check(a + p * PLANE, PLANE, 1000.0 * round + 10.0 * it + p, "plane", it);
            /* Both planes at once: spans the two planes' registrations. */
            fill(a + PLANE, 2 * PLANE, 7.0 * it);
#pragma acc update device(a[PLANE:2 * PLANE])
            fill(a + PLANE, 2 * PLANE, -2);
#pragma acc update self(a[PLANE:2 * PLANE])
            ok &= check(a + PLANE, 2 * PLANE, 7.0 * it, "two planes", it);
        }
#pragma acc exit data delete(a[0:total])
        free(a);
    }
    /* Two mappings side by side: the first ends, the second goes on. */
    double *v = malloc(2 * PLANE * sizeof *v + 24);
    double *x = v, *y = v + PLANE + 3;
#pragma acc enter data copyin(x[0:PLANE + 3], y[0:PLANE])
    for (int it = 0; it < 10; it++) {
        if (it == 5) {
#pragma acc exit data delete(x[0:PLANE + 3])
        }
        if (it < 5) {
            fill(x, PLANE + 3, 3.0 * it);
#pragma acc update device(x[0:PLANE + 3])
            fill(x, PLANE + 3, -3);
#pragma acc update self(x[0:PLANE + 3])
            ok &= check(x, PLANE + 3, 3.0 * it, "x", it);
        }
        fill(y, PLANE, 5.0 * it);
#pragma acc update device(y[0:PLANE])
        fill(y, PLANE, -5);
#pragma acc update self(y[0:PLANE])
        ok &= check(y, PLANE, 5.0 * it, "y", it);
    }
#pragma acc exit data delete(y[0:PLANE])
    free(v);
    printf("pin_roundtrip: %s\n", ok ? "ok" : "FAILED");
    return ok ? 0 : 1;
}
