/* CloverLeaf's time-step control (calc_dt) as CloverLeaf writes it: one `kernels` region with
 * `present` data and a `loop independent collapse(2) reduction(min:)` over the cells of a 2-D
 * staggered grid. Each cell reads eight fields (density, sound speed, viscosity, volume, the
 * face areas and the node velocities) and takes the smallest of four stable steps (sound
 * speed, x and y transport, divergence); the timed iteration is one sweep and its minimum
 * brought back to the host, as every hydro step does.
 * Usage: calcdt [n [iterations]]; default n = 4096 cells a side (ten 128 MiB fields).
 * Check: the minimum against a host recomputation over every cell (relative 1e-12: device code
 * contracts multiply-adds). */
#include "../common/bench.h"

#define DEFAULT_N 4096L
#define DEFAULT_ITERS 20

#define G_SMALL 1.0e-16
#define G_BIG 1.0e+21
#define DTC_SAFE 0.7
#define DTU_SAFE 0.5
#define DTV_SAFE 0.5
#define DTDIV_SAFE 0.7

/* Deterministic field values in [lo, lo + span), as the Fortran version computes them. */
static double calcdt_value(long j, long k, long s, double lo, double span) {
    return lo + span * (double)((j * 37 + k * 11 + s * 101) % 97) / 97.0;
}

typedef struct {
    double *den, *ss, *visc, *vol, *xa, *ya, *xv, *yv, *cdx, *cdy;
} calcdt_fields;

/* Fields on (n + 1) x (n + 1) nodes, row k at k * (n + 1); cells are the first n of each. */
static void calcdt_init(calcdt_fields *f, long n) {
    long w = n + 1;
    for (long j = 0; j < w; j++) {
        f->cdx[j] = (1.0 + 0.1 * calcdt_value(j, 0, 8, 0.0, 1.0)) / (double)n;
        f->cdy[j] = (1.0 + 0.1 * calcdt_value(0, j, 9, 0.0, 1.0)) / (double)n;
    }
    for (long k = 0; k < w; k++)
        for (long j = 0; j < w; j++) {
            long x = k * w + j;
            f->den[x] = calcdt_value(j, k, 0, 0.5, 1.0);
            f->ss[x] = calcdt_value(j, k, 1, 0.5, 1.0);
            f->visc[x] = calcdt_value(j, k, 2, 0.0, 0.1);
            f->vol[x] = f->cdx[j] * f->cdy[k];
            f->xa[x] = f->cdy[k];
            f->ya[x] = f->cdx[j];
            f->xv[x] = calcdt_value(j, k, 3, -1.0, 2.0);
            f->yv[x] = calcdt_value(j, k, 4, -1.0, 2.0);
        }
}

/* The stable step of cell (j, k): the host check's copy of the loop body (and the CUDA
 * kernel's). */
BENCH_HD static inline double calcdt_cell(const double *den, const double *ss, const double *visc,
                                          const double *vol, const double *xa, const double *ya,
                                          const double *xv, const double *yv, const double *cdx,
                                          const double *cdy, long w, long j, long k) {
    long x = k * w + j;
    double dsx = cdx[j], dsy = cdy[k];
    double cc = ss[x] * ss[x] + 2.0 * visc[x] / den[x];
    cc = fmax(sqrt(cc), G_SMALL);
    double dtct = DTC_SAFE * fmin(dsx, dsy) / cc;
    double dv1 = (xv[x] + xv[x + w]) * xa[x];
    double dv2 = (xv[x + 1] + xv[x + w + 1]) * xa[x + 1];
    double div = dv2 - dv1;
    double dtut = DTU_SAFE * 2.0 * vol[x] / fmax(fmax(fabs(dv1), fabs(dv2)), G_SMALL * vol[x]);
    dv1 = (yv[x] + yv[x + 1]) * ya[x];
    dv2 = (yv[x + w] + yv[x + w + 1]) * ya[x + w];
    div += dv2 - dv1;
    double dtvt = DTV_SAFE * 2.0 * vol[x] / fmax(fmax(fabs(dv1), fabs(dv2)), G_SMALL * vol[x]);
    div = div / (2.0 * vol[x]);
    double dtdivt = div < -G_SMALL ? DTDIV_SAFE * (-1.0 / div) : G_BIG;
    return fmin(fmin(dtct, dtut), fmin(dtvt, dtdivt));
}

static int calcdt_check(const calcdt_fields *f, long n, double got) {
    double want = G_BIG;
    for (long k = 0; k < n; k++)
        for (long j = 0; j < n; j++)
            want = fmin(want, calcdt_cell(f->den, f->ss, f->visc, f->vol, f->xa, f->ya, f->xv, f->yv,
                                          f->cdx, f->cdy, n + 1, j, k));
    if (!bench_close(got, want, 1e-12)) {
        fprintf(stderr, "calcdt: dt_min %.17g, host recomputes %.17g\n", got, want);
        return 0;
    }
    return 1;
}

static calcdt_fields calcdt_alloc(long n) {
    size_t cells = sizeof(double) * (size_t)(n + 1) * (size_t)(n + 1);
    calcdt_fields f = {
        (double *)bench_alloc(cells), (double *)bench_alloc(cells), (double *)bench_alloc(cells),
        (double *)bench_alloc(cells), (double *)bench_alloc(cells), (double *)bench_alloc(cells),
        (double *)bench_alloc(cells), (double *)bench_alloc(cells),
        (double *)bench_alloc(sizeof(double) * (size_t)(n + 1)),
        (double *)bench_alloc(sizeof(double) * (size_t)(n + 1))};
    return f;
}

/* Bytes a sweep must move: eight fields of (n + 1)^2 read once. */
static double calcdt_bytes(long n) { return 8.0 * sizeof(double) * (double)(n + 1) * (double)(n + 1); }

#ifndef BENCH_HELPERS_ONLY
/* The kernel as CloverLeaf writes it: the fields as separate pointer arguments. */
static double calc_dt(long n, const double *den, const double *ss, const double *visc,
                      const double *vol, const double *xa, const double *ya, const double *xv,
                      const double *yv, const double *cdx, const double *cdy) {
    long w = n + 1;
    double dt_min = G_BIG;
#pragma acc kernels present(den, ss, visc, vol, xa, ya, xv, yv, cdx, cdy)
#pragma acc loop independent collapse(2) reduction(min : dt_min)
    for (long k = 0; k < n; k++) {
        for (long j = 0; j < n; j++) {
            long x = k * w + j;
            double dsx = cdx[j], dsy = cdy[k];
            double cc = ss[x] * ss[x] + 2.0 * visc[x] / den[x];
            cc = fmax(sqrt(cc), G_SMALL);
            double dtct = DTC_SAFE * fmin(dsx, dsy) / cc;
            double dv1 = (xv[x] + xv[x + w]) * xa[x];
            double dv2 = (xv[x + 1] + xv[x + w + 1]) * xa[x + 1];
            double div = dv2 - dv1;
            double dtut = DTU_SAFE * 2.0 * vol[x] / fmax(fmax(fabs(dv1), fabs(dv2)), G_SMALL * vol[x]);
            dv1 = (yv[x] + yv[x + 1]) * ya[x];
            dv2 = (yv[x + w] + yv[x + w + 1]) * ya[x + w];
            div += dv2 - dv1;
            double dtvt = DTV_SAFE * 2.0 * vol[x] / fmax(fmax(fabs(dv1), fabs(dv2)), G_SMALL * vol[x]);
            div = div / (2.0 * vol[x]);
            double dtdivt = div < -G_SMALL ? DTDIV_SAFE * (-1.0 / div) : G_BIG;
            dt_min = fmin(dt_min, fmin(fmin(dtct, dtut), fmin(dtvt, dtdivt)));
        }
    }
    return dt_min;
}

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    long total = (n + 1) * (n + 1);
    calcdt_fields f = calcdt_alloc(n);
    calcdt_init(&f, n);
    bench_timer t;
    bench_timer_init(&t);
    double dt = 0.0;
#pragma acc data copyin(f.den[0:total], f.ss[0:total], f.visc[0:total], f.vol[0:total], \
                        f.xa[0:total], f.ya[0:total], f.xv[0:total], f.yv[0:total], f.cdx[0:n + 1], \
                        f.cdy[0:n + 1])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double t0 = bench_now();
            dt = calc_dt(n, f.den, f.ss, f.visc, f.vol, f.xa, f.ya, f.xv, f.yv, f.cdx, f.cdy);
            double t1 = bench_now();
            if (it > 0) bench_record(&t, t1 - t0);
        }
    }
    int ok = calcdt_check(&f, n, dt);
    char size[32];
    snprintf(size, sizeof size, "%ldx%ld", n, n);
    return bench_result("calcdt", size, &t, calcdt_bytes(n), 40.0 * (double)n * (double)n, "mem", NULL,
                        ok);
}
#endif
