// Loop nests of `kernels` regions written as two `loop independent` directives, CloverLeaf's
// and TeaLeaf's style (decision 87): functions taking `restrict` pointers, a `present` clause
// and no other data clause, inside a `data` region. The rectangular nests run as one
// collapse(2) loop (the remarks); a triangular nest (the inner bound is the outer variable), a
// nest with a statement between its loops and a nest whose inner bound is a structure member
// keep their two loops. Sizes take the GPU's tiled walk (more than 128 points a row), partial
// tiles (300 x 77), the flattened walk (rows of 50) and rows of one point.
// remark: loop at 38:9 and its inner loop at 40:9 run as one collapse(2) loop
// remark: loop at 53:9 and its inner loop at 55:9 run as one collapse(2) loop
// expect-exit: 0
// expect-stdout:
// | update 300x77: rho 46200.000000 E 92400.000000 bad 0
// | update 50x200: rho 19999.000000 E 39998.000000 bad 0
// | update 1x5: rho 9.000000 E 18.000000 bad 0
// | shifted 300x77: 57258.500000 bad 0
// | triangular: 50000.000000 bad 0
// | between: 4925.000000 bad 0
// | member: 3500.000000 bad 0
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    long nx, ny;
} grid;

static double *alloc(long n) {
    double *p = (double *)malloc(sizeof(double) * (size_t)(n > 0 ? n : 1));
    for (long k = 0; k < n; k++)
        p[k] = 0.0;
    return p;
}

/* kernels_app's update: rho and E from the fluxes across the x and y faces. */
static void update(long nx, long ny, double *restrict rho, double *restrict E, const double *restrict fx,
                   const double *restrict fy) {
#pragma acc kernels present(rho[0:nx * ny], E[0:nx * ny], fx[0:(nx + 1) * ny], fy[0:nx * (ny + 1)])
    {
#pragma acc loop independent
        for (long j = 0; j < ny; j++)
#pragma acc loop independent
            for (long i = 0; i < nx; i++) {
                long c = j * nx + i, f = j * (nx + 1) + i;
                rho[c] = rho[c] + (fx[f] - fx[f + 1]) + (fy[c] - fy[c + nx]);
                E[c] = 2.0 * rho[c];
            }
    }
}

/* Inner loop over 1..nx-1 with int variables, the outer one running down. */
static void shifted(int nx, int ny, double *restrict a) {
#pragma acc kernels present(a[0:nx * ny])
    {
#pragma acc loop independent
        for (int j = ny - 1; j >= 0; j--)
#pragma acc loop independent
            for (int i = 1; i < nx; i += 1)
                a[j * nx + i] = a[j * nx + i] + 0.5 * (double)(i % 7) + (double)(j % 3);
    }
}

static double total(const double *a, long n) {
    double s = 0.0;
    for (long k = 0; k < n; k++)
        s += a[k];
    return s;
}

static int run_update(long nx, long ny) {
    long cells = nx * ny, xf = (nx + 1) * ny, yf = nx * (ny + 1);
    double *rho = alloc(cells), *E = alloc(cells), *fx = alloc(xf), *fy = alloc(yf);
    for (long k = 0; k < cells; k++)
        rho[k] = 1.0 + (double)(k % 3);
    for (long j = 0; j < ny; j++)
        for (long i = 0; i <= nx; i++)
            fx[j * (nx + 1) + i] = (i == 0 || i == nx) ? 0.0 : 0.25 * (double)((i + j) % 5);
    for (long j = 0; j <= ny; j++)
        for (long i = 0; i < nx; i++)
            fy[j * nx + i] = (j == 0 || j == ny) ? 0.0 : 0.125 * (double)((i * j) % 4);
    double want = total(rho, cells);
#pragma acc data copy(rho[0:cells], E[0:cells]) copyin(fx[0:xf], fy[0:yf])
    update(nx, ny, rho, E, fx, fy);
    int bad = 0;
    for (long j = 0; j < ny; j++)
        for (long i = 0; i < nx; i++) {
            long c = j * nx + i, f = j * (nx + 1) + i;
            double r = 1.0 + (double)(c % 3) + (fx[f] - fx[f + 1]) + (fy[c] - fy[c + nx]);
            if (rho[c] != r || E[c] != 2.0 * r)
                bad++;
        }
    /* The fluxes are conservative: the total is unchanged. */
    printf("update %ldx%ld: rho %f E %f bad %d\n", nx, ny, total(rho, cells), total(E, cells),
           bad + (total(rho, cells) != want));
    free(rho), free(E), free(fx), free(fy);
    return bad;
}

int main(void) {
    int bad = run_update(300, 77) + run_update(50, 200) + run_update(1, 5);

    int nx = 300, ny = 77;
    double *a = alloc((long)nx * ny);
#pragma acc data copy(a[0:nx * ny])
    shifted(nx, ny, a);
    int b = 0;
    for (int j = 0; j < ny; j++)
        for (int i = 0; i < nx; i++)
            b += a[j * nx + i] != (i == 0 ? 0.0 : 0.5 * (double)(i % 7) + (double)(j % 3));
    printf("shifted %dx%d: %f bad %d\n", nx, ny, total(a, (long)nx * ny), b);
    bad += b;
    free(a);

    /* A triangular nest: row j has j + 1 points. */
    long n = 200;
    double *t = alloc(n * n);
#pragma acc data copy(t[0:n * n])
    {
#pragma acc kernels present(t[0:n * n])
        {
#pragma acc loop independent
            for (long j = 0; j < n; j++)
#pragma acc loop independent
                for (long i = 0; i <= j; i++)
                    t[j * n + i] = (double)(i % 4) + 1.0;
        }
    }
    b = 0;
    for (long j = 0; j < n; j++)
        for (long i = 0; i < n; i++)
            b += t[j * n + i] != (i <= j ? (double)(i % 4) + 1.0 : 0.0);
    printf("triangular: %f bad %d\n", total(t, n * n), b);
    bad += b;
    free(t);

    /* A statement between the loops: the row's scale is the gang's. */
    long m = 40, w = 150;
    double *u = alloc(m * w);
#pragma acc data copy(u[0:m * w])
    {
#pragma acc kernels present(u[0:m * w])
        {
#pragma acc loop independent
            for (long j = 0; j < m; j++) {
                double s = (double)(j % 3);
#pragma acc loop independent
                for (long i = 0; i < w; i++)
                    u[j * w + i] = s * (double)(i % 2) + (double)(i % 3 == 0);
            }
        }
    }
    b = 0;
    for (long j = 0; j < m; j++)
        for (long i = 0; i < w; i++)
            b += u[j * w + i] != (double)(j % 3) * (double)(i % 2) + (double)(i % 3 == 0);
    printf("between: %f bad %d\n", total(u, m * w), b);
    bad += b;
    free(u);

    /* Bounds from a structure member (loaded through a pointer). */
    grid g = {140, 25}, *gp = &g;
    double *v = alloc(g.nx * g.ny);
#pragma acc data copy(v[0:g.nx * g.ny]) copyin(gp[0:1])
    {
#pragma acc kernels present(v[0:g.nx * g.ny], gp[0:1])
        {
#pragma acc loop independent
            for (long j = 0; j < gp->ny; j++)
#pragma acc loop independent
                for (long i = 0; i < gp->nx; i++)
                    v[j * gp->nx + i] = (double)((i + j) % 2) + 0.5;
        }
    }
    b = 0;
    for (long j = 0; j < g.ny; j++)
        for (long i = 0; i < g.nx; i++)
            b += v[j * g.nx + i] != (double)((i + j) % 2) + 0.5;
    printf("member: %f bad %d\n", total(v, g.nx * g.ny), b);
    bad += b;
    free(v);
    return bad != 0;
}
