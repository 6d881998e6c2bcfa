// Loads moved above stores on the GPU (decision 85, opt-in OXACC_LOADS_PAST_STORES=1 with
// OXACC_KERNEL_RESTRICT=1 at compile time): an update loop in the shape of kernels_app's
// (restrict pointers, one array stored before another is read in the same iteration, a warp
// or block per row), the same loop reading back what it just stored through the same pointer
// (must see the store), a loop over plain pointers that overlap (b = a + 1: the loads must
// stay after the stores), and readonly data (copyin(readonly:), never written) read after a
// store. Values are small multiples of 1/8: exact in any order.
// expect-from: hand (gcc 12 lacks the readonly modifier: serial gcc -O2; gcc -fopenacc agrees
// on the first three lines without the last loop)
// expect-exit: 0
// expect-stdout:
// | update 7874.750000 -2.062500
// | reread 2373.000000
// | overlap 20.000000 2.125000
// | readonly 2997.000000 9003.000000
#include <stdio.h>
#include <stdlib.h>

static void update(long nx, long ny, double *restrict rho, double *restrict e,
                   const double *restrict fx, const double *restrict gx) {
    long cells = nx * ny, xf = (nx + 1) * ny;
    (void)cells, (void)xf;
#pragma acc parallel loop gang present(rho[0:cells], e[0:cells], fx[0:xf], gx[0:xf])
    for (long j = 0; j < ny; j++)
#pragma acc loop vector
        for (long i = 0; i < nx; i++) {
            long c = j * nx + i, f = j * (nx + 1) + i;
            rho[c] = rho[c] + (fx[f] - fx[f + 1]);
            e[c] = e[c] + (gx[f] - gx[f + 1]) + 0.5 * rho[c];
        }
}

static void reread(long n, double *restrict a, double *restrict b) {
#pragma acc parallel loop present(a[0:n], b[0:n])
    for (long i = 0; i < n; i++) {
        a[i] = a[i] * 2.0;
        b[i] = a[i] + b[i];
    }
}

static void overlap(long n, double *a, double *b) {
    // b is a + 1 in the caller: each iteration's load of b[i] reads a[i + 1], which no earlier
    // iteration of this one thread wrote; a[i] is read back after b[i - 1]'s store.
#pragma acc parallel loop seq present(a[0:n + 1], b[0:n])
    for (long i = 0; i < n; i++) {
        b[i] = b[i] + 0.125;
        a[i] = a[i] + b[i];
    }
}

int main(void) {
    long nx = 300, ny = 70, cells = nx * ny, xf = (nx + 1) * ny;
    double *rho = malloc(sizeof(double) * cells), *e = malloc(sizeof(double) * cells);
    double *fx = malloc(sizeof(double) * xf), *gx = malloc(sizeof(double) * xf);
    for (long c = 0; c < cells; c++) {
        rho[c] = 0.125 * (double)(c % 7);
        e[c] = 0.25 * (double)(c % 5);
    }
    for (long f = 0; f < xf; f++) {
        fx[f] = 0.125 * (double)(f % 11);
        gx[f] = 0.125 * (double)(f % 3);
    }
#pragma acc data copy(rho[0:cells], e[0:cells]) copyin(fx[0:xf], gx[0:xf])
    {
        update(nx, ny, rho, e, fx, gx);
        update(nx, ny, rho, e, fx, gx);
    }
    double sr = 0.0, se = 0.0;
    for (long c = 0; c < cells; c++) sr += rho[c], se += e[c] * (c % 2 ? 1.0 : -1.0);
    printf("update %f %f\n", sr, se);

    long n = 1000;
    double *a = malloc(sizeof(double) * (n + 1)), *b = malloc(sizeof(double) * n);
    for (long i = 0; i < n; i++) a[i] = 0.125 * (double)(i % 9), b[i] = 0.25 * (double)(i % 4);
#pragma acc data copy(a[0:n], b[0:n])
    reread(n, a, b);
    double s = 0.0;
    for (long i = 0; i < n; i++) s += a[i] + b[i];
    printf("reread %f\n", s);

    long m = 8;
    for (long i = 0; i <= m; i++) a[i] = 0.25 * (double)i;
#pragma acc data copy(a[0:m + 1])
    overlap(m, a, a + 1);
    s = 0.0;
    for (long i = 0; i <= m; i++) s += a[i];
    printf("overlap %f %f\n", s, a[m]);

    double *w = malloc(sizeof(double) * (n + 1));
    for (long i = 0; i <= n; i++) w[i] = (double)(i % 13);
#pragma acc parallel loop copyin(readonly: w[0:n + 1]) copy(a[0:n], b[0:n])
    for (long i = 0; i < n; i++) {
        a[i] = w[i] * 0.5;
        b[i] = w[i + 1] + a[i];
    }
    double sa = 0.0, sb = 0.0;
    for (long i = 0; i < n; i++) sa += a[i], sb += b[i];
    printf("readonly %f %f\n", sa, sb);
    free(rho), free(e), free(fx), free(gx), free(a), free(b), free(w);
    return 0;
}
