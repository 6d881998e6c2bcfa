/* bench/acc/kernels_app.c with its update nest collapse(2) (helper gpuperf, decision 85's
 * follow-up): does the collapse(2) tiled walk (8 rows x 32 points a block, CUDA's k_update shape)
 * close the update kernel's gap to CUDA that a warp per row leaves? Experiment only. */
/* A `kernels`-style application in the shape of CloverLeaf and TeaLeaf: a 2-D structured grid of
 * cells with density, energy, pressure and sound speed, advanced by a time loop of routines that
 * each hold one `kernels` region with several loop nests marked `loop independent` (most of them
 * `collapse(2)`), a `data present` region around the time loop, a `reduction(min:)` for the time
 * step and a `reduction(+:)` for the field summary. Every step:
 *   ideal_gas_and_dt  e = E/rho, p = (gamma-1) rho e, cs = sqrt(gamma p / rho); dt = min over
 *                     cells of CFL dx / (cs + 1)                       (2 loop nests)
 *   flux_and_update   conservative fluxes of mass and energy across the x and y faces (zero at
 *                     the domain edges), then the cells' update       (3 loop nests)
 *   field_summary     total mass, energy and pressure                 (1 loop nest)
 * Each kernels region names its arrays in `present` (they are pointers: without a clause only
 * the pointer itself would be copied, OpenACC 3.3 §2.6.2). The fluxes are a diffusion with coefficient lambda = 0.2 dt / (CFL dx) <= 0.2 (0.24 for energy,
 * which also follows pressure), so the scheme is stable and keeps rho and E positive.
 * One timed iteration is one time step (three kernels regions, six loop nests, two scalars back).
 * Usage: kernels_app [n [steps]]; default n = 4096 (an n x n grid, 1.2 GiB on the device).
 * Check: mass and energy of every step's summary equal the initial totals to 1e-10 (the fluxes
 * are conservative); 16 cells of rho and E against a host recomputation of their dependency
 * cone with the dt of every step; the dt of the final state against the host's. */
#include "../../common/bench.h"

#define DEFAULT_N 4096L
#define DEFAULT_STEPS 20
#define SAMPLES 16
#define GAMMA 1.4
#define CFL 0.5
/* lambda for mass; energy's flux, (E_l - E_r) + (p_l - p_r) / 2, has (1 + (GAMMA - 1) / 2)
 * lambda <= 0.24 < 1/4. */
#define LAMBDA_MAX 0.2

typedef struct {
    long nx, ny;
    double dx;
} ka_grid;

static double ka_rho0(long i, long j) { return 0.2 + (double)(bench_hash32((uint32_t)(j * 7919 + i)) % 64) / 64.0; }

static double ka_e0(const ka_grid *g, long i, long j) {
    /* A hot region in one corner, as CloverLeaf's test problems start. */
    return (i < g->nx / 4 && j < g->ny / 4) ? 2.5 : 1.0 + (double)((i + 3 * j) % 5) / 20.0;
}

static void ka_init(const ka_grid *g, double *rho, double *E, double *fx, double *gx, double *fy,
                    double *gy) {
    long nx = g->nx, ny = g->ny;
    for (long j = 0; j < ny; j++)
        for (long i = 0; i < nx; i++) {
            rho[j * nx + i] = ka_rho0(i, j);
            E[j * nx + i] = ka_rho0(i, j) * ka_e0(g, i, j);
        }
    /* The domain-edge faces carry no flux and are never written. */
    memset(fx, 0, sizeof(double) * (nx + 1) * ny);
    memset(gx, 0, sizeof(double) * (nx + 1) * ny);
    memset(fy, 0, sizeof(double) * nx * (ny + 1));
    memset(gy, 0, sizeof(double) * nx * (ny + 1));
}

/* The equation of state and the time step a cell allows (shared by device and host code). */
#ifdef _OPENACC
#pragma acc routine seq
#endif
BENCH_HD static inline double ka_pressure(double rho, double E) { return (GAMMA - 1.0) * rho * (E / rho); }

#ifdef _OPENACC
#pragma acc routine seq
#endif
BENCH_HD static inline double ka_soundspeed(double rho, double p) { return sqrt(GAMMA * p / rho); }

static double ka_lambda(double dt, double dx) { return LAMBDA_MAX * dt / (CFL * dx); }

/* The final state's time step, on the host. */
static double ka_host_dt(const ka_grid *g, const double *rho, const double *E) {
    double dt = 1e300;
    for (long c = 0; c < g->nx * g->ny; c++) {
        double cs = ka_soundspeed(rho[c], ka_pressure(rho[c], E[c]));
        double d = CFL * g->dx / (cs + 1.0);
        if (d < dt) dt = d;
    }
    return dt;
}

/* rho and E of cell (i, j) after the steps with the given lambdas, from its dependency cone. */
static void ka_reference(const ka_grid *g, long i, long j, const double *lambda, int steps,
                         double *rho_out, double *E_out) {
    long i0 = i - steps < 0 ? 0 : i - steps, i1 = i + steps > g->nx - 1 ? g->nx - 1 : i + steps;
    long j0 = j - steps < 0 ? 0 : j - steps, j1 = j + steps > g->ny - 1 ? g->ny - 1 : j + steps;
    long w = i1 - i0 + 1, h = j1 - j0 + 1;
    double *buf = (double *)bench_alloc(sizeof(double) * w * h * 4);
    double *r = buf, *e = r + w * h, *r2 = e + w * h, *e2 = r2 + w * h;
    for (long q = 0; q < h; q++)
        for (long p = 0; p < w; p++) {
            r[q * w + p] = r2[q * w + p] = ka_rho0(i0 + p, j0 + q);
            e[q * w + p] = e2[q * w + p] = ka_rho0(i0 + p, j0 + q) * ka_e0(g, i0 + p, j0 + q);
        }
    for (int s = 0; s < steps; s++) {
        double lm = lambda[s];
        for (long q = 0; q < h; q++)
            for (long p = 0; p < w; p++) {
                long gi = i0 + p, gj = j0 + q;
                /* The box's own rim (not the domain's edge) lies outside the cone. */
                if ((p == 0 && gi > 0) || (p == w - 1 && gi < g->nx - 1) || (q == 0 && gj > 0) ||
                    (q == h - 1 && gj < g->ny - 1))
                    continue;
                long c = q * w + p;
#define PRESS(k) ka_pressure(r[k], e[k])
#define FLUX_R(a, b) (lm * (r[a] - r[b]))
#define FLUX_E(a, b) (lm * ((e[a] - e[b]) + 0.5 * (PRESS(a) - PRESS(b))))
                double fl = gi > 0 ? FLUX_R(c - 1, c) : 0.0, fr = gi < g->nx - 1 ? FLUX_R(c, c + 1) : 0.0;
                double fb = gj > 0 ? FLUX_R(c - w, c) : 0.0, ft = gj < g->ny - 1 ? FLUX_R(c, c + w) : 0.0;
                double gl = gi > 0 ? FLUX_E(c - 1, c) : 0.0, gr = gi < g->nx - 1 ? FLUX_E(c, c + 1) : 0.0;
                double gb = gj > 0 ? FLUX_E(c - w, c) : 0.0, gt = gj < g->ny - 1 ? FLUX_E(c, c + w) : 0.0;
#undef PRESS
#undef FLUX_R
#undef FLUX_E
                r2[c] = r[c] + (fl - fr) + (fb - ft);
                e2[c] = e[c] + (gl - gr) + (gb - gt);
            }
        double *t = r;
        r = r2;
        r2 = t;
        t = e;
        e = e2;
        e2 = t;
    }
    *rho_out = r[(j - j0) * w + (i - i0)];
    *E_out = e[(j - j0) * w + (i - i0)];
    free(buf);
}

static int ka_check_cells(const ka_grid *g, const double *rho, const double *E,
                          const double *lambda, int steps) {
    for (int s = 0; s < SAMPLES; s++) {
        long i = (long)(bench_hash32(2 * s + 77) % (uint32_t)g->nx);
        long j = (long)(bench_hash32(2 * s + 78) % (uint32_t)g->ny);
        if (s == 0) i = 0, j = 0;
        if (s == 1) i = g->nx - 1, j = g->ny / 4;
        double want_r, want_e;
        ka_reference(g, i, j, lambda, steps, &want_r, &want_e);
        double got_r = rho[j * g->nx + i], got_e = E[j * g->nx + i];
        if (!bench_close(got_r, want_r, 1e-12) || !bench_close(got_e, want_e, 1e-12)) {
            fprintf(stderr,
                    "kernels_app: cell (%ld, %ld) after %d steps: rho %.17g E %.17g, want %.17g "
                    "%.17g\n",
                    i, j, steps, got_r, got_e, want_r, want_e);
            return 0;
        }
    }
    return 1;
}

/* Per step: 216 bytes and about 37 flops per cell (see the loop nests). */
static double ka_bytes(const ka_grid *g) { return 216.0 * (double)g->nx * (double)g->ny; }
static double ka_flops(const ka_grid *g) { return 37.0 * (double)g->nx * (double)g->ny; }

#ifndef BENCH_HELPERS_ONLY
static double ideal_gas_and_dt(long nx, long ny, double dx, double *restrict rho,
                               double *restrict E, double *restrict e, double *restrict p,
                               double *restrict cs) {
    double dt = 1e300;
    long cells = nx * ny;
    (void)cells; /* named by the acc clause only */
#pragma acc kernels present(rho[0:cells], E[0:cells], e[0:cells], p[0:cells], cs[0:cells])
    {
#pragma omp parallel for collapse(2)
#pragma acc loop independent collapse(2)
        for (long j = 0; j < ny; j++)
            for (long i = 0; i < nx; i++) {
                long c = j * nx + i;
                double ec = E[c] / rho[c];
                e[c] = ec;
                p[c] = ka_pressure(rho[c], E[c]);
                cs[c] = ka_soundspeed(rho[c], p[c]);
            }
#pragma omp parallel for collapse(2) reduction(min : dt)
#pragma acc loop independent collapse(2) reduction(min : dt)
        for (long j = 0; j < ny; j++)
            for (long i = 0; i < nx; i++) {
                double d = CFL * dx / (cs[j * nx + i] + 1.0);
                dt = d < dt ? d : dt;
            }
    }
    return dt;
}

static void flux_and_update(long nx, long ny, double lm, double *restrict rho, double *restrict E,
                            double *restrict p, double *restrict fx, double *restrict gx,
                            double *restrict fy, double *restrict gy) {
    long cells = nx * ny, xf = (nx + 1) * ny, yf = nx * (ny + 1);
    (void)cells, (void)xf, (void)yf; /* named by the acc clause only */
#pragma acc kernels present(rho[0:cells], E[0:cells], p[0:cells], fx[0:xf], gx[0:xf], \
                            fy[0:yf], gy[0:yf])
    {
#pragma omp parallel for collapse(2)
#pragma acc loop independent collapse(2)
        for (long j = 0; j < ny; j++)
            for (long i = 1; i < nx; i++) {
                long c = j * nx + i, f = j * (nx + 1) + i;
                fx[f] = lm * (rho[c - 1] - rho[c]);
                gx[f] = lm * ((E[c - 1] - E[c]) + 0.5 * (p[c - 1] - p[c]));
            }
#pragma omp parallel for collapse(2)
#pragma acc loop independent collapse(2)
        for (long j = 1; j < ny; j++)
            for (long i = 0; i < nx; i++) {
                long c = j * nx + i;
                fy[c] = lm * (rho[c - nx] - rho[c]);
                gy[c] = lm * ((E[c - nx] - E[c]) + 0.5 * (p[c - nx] - p[c]));
            }
#pragma omp parallel for
#pragma acc loop independent collapse(2)
        for (long j = 0; j < ny; j++)
            for (long i = 0; i < nx; i++) {
                long c = j * nx + i, f = j * (nx + 1) + i;
                rho[c] = rho[c] + (fx[f] - fx[f + 1]) + (fy[c] - fy[c + nx]);
                E[c] = E[c] + (gx[f] - gx[f + 1]) + (gy[c] - gy[c + nx]);
            }
    }
}

static void field_summary(long nx, long ny, double vol, double *restrict rho, double *restrict E,
                          double *restrict p, double out[3]) {
    double mass = 0.0, energy = 0.0, press = 0.0;
    long cells = nx * ny;
    (void)cells; /* named by the acc clause only */
#pragma acc kernels present(rho[0:cells], E[0:cells], p[0:cells])
    {
#pragma omp parallel for collapse(2) reduction(+ : mass, energy, press)
#pragma acc loop independent collapse(2) reduction(+ : mass, energy, press)
        for (long j = 0; j < ny; j++)
            for (long i = 0; i < nx; i++) {
                long c = j * nx + i;
                mass += rho[c] * vol;
                energy += E[c] * vol;
                press += p[c] * vol;
            }
    }
    out[0] = mass;
    out[1] = energy;
    out[2] = press;
}

/* The time loop, inside a `data present` region as CloverLeaf's hydro driver. Returns whether
 * every step's summary conserved mass and energy; fills lambda[] with each step's. */
static int hydro(const ka_grid *g, double *rho, double *E, double *e, double *p, double *cs,
                 double *fx, double *gx, double *fy, double *gy, int max_steps, bench_timer *t,
                 double *lambda, int *steps_done, double *final_dt) {
    long nx = g->nx, ny = g->ny, cells = nx * ny, xf = (nx + 1) * ny, yf = nx * (ny + 1);
    double vol = g->dx * g->dx, start[2] = {0.0, 0.0};
    for (long c = 0; c < cells; c++) {
        start[0] += rho[c] * vol;
        start[1] += E[c] * vol;
    }
    int ok = 1, steps = 0;
    (void)xf, (void)yf; /* named by the acc clauses only */
#pragma acc data present(rho[0:cells], E[0:cells], e[0:cells], p[0:cells], cs[0:cells], \
                         fx[0:xf], gx[0:xf], fy[0:yf], gy[0:yf])
    {
        for (int it = 0; it == 0 || bench_more(t, max_steps); it++) {
            double t0 = bench_now();
            double dt = ideal_gas_and_dt(nx, ny, g->dx, rho, E, e, p, cs);
            double lm = ka_lambda(dt, g->dx);
            flux_and_update(nx, ny, lm, rho, E, p, fx, gx, fy, gy);
            double sum[3];
            field_summary(nx, ny, vol, rho, E, p, sum);
            double t1 = bench_now();
            lambda[steps++] = lm;
            if (!bench_close(sum[0], start[0], 1e-10) || !bench_close(sum[1], start[1], 1e-10)) {
                fprintf(stderr, "kernels_app: step %d: mass %.17g energy %.17g, want %.17g %.17g\n",
                        steps, sum[0], sum[1], start[0], start[1]);
                ok = 0;
            }
            if (it > 0) bench_record(t, t1 - t0);
        }
        *final_dt = ideal_gas_and_dt(nx, ny, g->dx, rho, E, e, p, cs);
    }
    *steps_done = steps;
    return ok;
}

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_STEPS);
    ka_grid g = {n, n, 10.0 / (double)n};
    long cells = n * n, xf = (n + 1) * n, yf = n * (n + 1);
    double *rho = (double *)bench_alloc(sizeof(double) * cells);
    double *E = (double *)bench_alloc(sizeof(double) * cells);
    double *e = (double *)bench_alloc(sizeof(double) * cells);
    double *p = (double *)bench_alloc(sizeof(double) * cells);
    double *cs = (double *)bench_alloc(sizeof(double) * cells);
    double *fx = (double *)bench_alloc(sizeof(double) * xf);
    double *gx = (double *)bench_alloc(sizeof(double) * xf);
    double *fy = (double *)bench_alloc(sizeof(double) * yf);
    double *gy = (double *)bench_alloc(sizeof(double) * yf);
    ka_init(&g, rho, E, fx, gx, fy, gy);
    double lambda[BENCH_MAX_SAMPLES + 2];
    bench_timer t;
    bench_timer_init(&t);
    int steps = 0, ok;
    double dt = 0.0;
    if (max_iters > BENCH_MAX_SAMPLES) max_iters = BENCH_MAX_SAMPLES;
#pragma acc data copy(rho[0:cells], E[0:cells]) create(e[0:cells], p[0:cells], cs[0:cells]) \
    copyin(fx[0:xf], gx[0:xf], fy[0:yf], gy[0:yf])
    ok = hydro(&g, rho, E, e, p, cs, fx, gx, fy, gy, max_iters, &t, lambda, &steps, &dt);
    ok = ok && ka_check_cells(&g, rho, E, lambda, steps);
    double want_dt = ka_host_dt(&g, rho, E);
    if (ok && !bench_close(dt, want_dt, 1e-13)) {
        fprintf(stderr, "kernels_app: final dt %.17g, want %.17g\n", dt, want_dt);
        ok = 0;
    }
    char size[64];
    snprintf(size, sizeof size, "%ldx%ld", n, n);
    int bad = bench_result("kernels_app", size, &t, ka_bytes(&g), ka_flops(&g), "mem", NULL, ok);
    free(rho);
    free(E);
    free(e);
    free(p);
    free(cs);
    free(fx);
    free(gx);
    free(fy);
    free(gy);
    return bad;
}
#endif
