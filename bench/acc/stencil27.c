/* 3-D 27-point stencil time loop on an n^3 double grid, split into two slabs along i that run
 * on two async queues, with halo-like transfers every step as a domain-decomposed code makes
 * them around its message passing: the two planes either side of the cut go to the host
 * (`update self ... async`), the host writes the new time-dependent boundary planes i = 0 and
 * i = n-1 and sends them to the device (`update device ... async`), and one `wait` per step
 * joins the queues. The faces j = 0, n-1 and k = 0, n-1 keep their initial values.
 * One timed iteration is one time step (two kernels, four plane transfers, one wait).
 * Usage: stencil27 [n [steps]]; default n = 512 (2 x 1 GiB on the device).
 * Check: 16 points anywhere after the loop and 8 points of the cut planes, read from the host
 * copies the last step's `update self` brought back (before the final copyout), against a host
 * recomputation of their dependency cone with the same boundary planes. */
#include "../common/bench.h"

#define DEFAULT_N 512L
#define DEFAULT_STEPS 10
#define SAMPLES 16
#define CUT_SAMPLES 8
/* Centre, 6 faces, 12 edges, 8 corners: 0.3 + 0.3 + 0.3 + 0.1 = 1 (a smoothing step). */
#define W0 0.3
#define W1 0.05
#define W2 0.025
#define W3 0.0125

static double s27_init_value(long i, long j, long k) {
    return (double)((i * 7 + j * 13 + k * 29) % 101) / 101.0;
}

/* The boundary planes i = 0 and i = n-1 at time level `level`. */
static double s27_boundary(long level, long i, long j, long k) {
    return (double)((j * 3 + k * 5 + level * 11 + i) % 17) / 17.0;
}

static void s27_init(double *a, double *b, long n) {
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++)
            for (long k = 0; k < n; k++)
                a[(i * n + j) * n + k] = b[(i * n + j) * n + k] = s27_init_value(i, j, k);
}

/* Writes the boundary planes of time level `level` into u (host memory). */
static void s27_set_boundary(double *u, long n, long level) {
    for (long j = 0; j < n; j++)
        for (long k = 0; k < n; k++) {
            u[j * n + k] = s27_boundary(level, 0, j, k);
            u[((n - 1) * n + j) * n + k] = s27_boundary(level, n - 1, j, k);
        }
}

/* One point of the new level from the 27 around x in u (d1 = n*n, d2 = n). */
#ifdef _OPENACC
#pragma acc routine seq
#endif
BENCH_HD static inline double s27_point(const double *u, long x, long d1, long d2) {
    double faces = u[x - d1] + u[x + d1] + u[x - d2] + u[x + d2] + u[x - 1] + u[x + 1];
    double edges = u[x - d1 - d2] + u[x - d1 + d2] + u[x + d1 - d2] + u[x + d1 + d2] +
                   u[x - d1 - 1] + u[x - d1 + 1] + u[x + d1 - 1] + u[x + d1 + 1] +
                   u[x - d2 - 1] + u[x - d2 + 1] + u[x + d2 - 1] + u[x + d2 + 1];
    double corners = u[x - d1 - d2 - 1] + u[x - d1 - d2 + 1] + u[x - d1 + d2 - 1] +
                     u[x - d1 + d2 + 1] + u[x + d1 - d2 - 1] + u[x + d1 - d2 + 1] +
                     u[x + d1 + d2 - 1] + u[x + d1 + d2 + 1];
    return W0 * u[x] + W1 * faces + W2 * edges + W3 * corners;
}

/* The value at (i, j, k) after `steps` steps, from the cone of points it depends on. */
static double s27_reference(long n, long i, long j, long k, int steps) {
    long lo[3], len[3], c[3] = {i, j, k};
    for (int d = 0; d < 3; d++) {
        lo[d] = c[d] - steps < 0 ? 0 : c[d] - steps;
        long hi = c[d] + steps > n - 1 ? n - 1 : c[d] + steps;
        len[d] = hi - lo[d] + 1;
    }
    long h = len[0], w = len[1], dd = len[2];
    double *u = (double *)bench_alloc(sizeof(double) * h * w * dd);
    double *v = (double *)bench_alloc(sizeof(double) * h * w * dd);
#define AT(p, q, r) (((p) * w + (q)) * dd + (r))
    for (long p = 0; p < h; p++)
        for (long q = 0; q < w; q++)
            for (long r = 0; r < dd; r++)
                u[AT(p, q, r)] = v[AT(p, q, r)] = s27_init_value(lo[0] + p, lo[1] + q, lo[2] + r);
    for (int s = 0; s < steps; s++) {
        for (long p = 0; p < h; p++)
            for (long q = 0; q < w; q++)
                for (long r = 0; r < dd; r++) {
                    long gi = lo[0] + p, gj = lo[1] + q, gk = lo[2] + r;
                    if (gi == 0 || gi == n - 1) {
                        v[AT(p, q, r)] = s27_boundary(s + 1, gi, gj, gk);
                        continue;
                    }
                    /* Other faces keep their values; the box's own rim is outside the cone. */
                    if (gj == 0 || gj == n - 1 || gk == 0 || gk == n - 1) continue;
                    if (p == 0 || p == h - 1 || q == 0 || q == w - 1 || r == 0 || r == dd - 1)
                        continue;
                    v[AT(p, q, r)] = s27_point(u, AT(p, q, r), w * dd, dd);
                }
        double *tmp = u;
        u = v;
        v = tmp;
    }
    double result = u[AT(i - lo[0], j - lo[1], k - lo[2])];
#undef AT
    free(u);
    free(v);
    return result;
}

static int s27_check_point(const double *u, long n, long i, long j, long k, int steps,
                           const char *what) {
    double want = s27_reference(n, i, j, k, steps);
    double got = u[(i * n + j) * n + k];
    if (!bench_close(got, want, 1e-12)) {
        fprintf(stderr, "stencil27: %s u[%ld][%ld][%ld] = %.17g, want %.17g after %d steps\n",
                what, i, j, k, got, want, steps);
        return 0;
    }
    return 1;
}

/* Points anywhere (some next to the boundary planes, whose values come from the host). */
static int s27_check(const double *u, long n, int steps) {
    for (int s = 0; s < SAMPLES; s++) {
        long i = (long)(bench_hash32(3 * s) % (uint32_t)n);
        if (s < 4) i = s % 2 ? 1 : n - 2;
        long j = (long)(bench_hash32(3 * s + 1) % (uint32_t)n);
        long k = (long)(bench_hash32(3 * s + 2) % (uint32_t)n);
        if (!s27_check_point(u, n, i, j, k, steps, "final")) return 0;
    }
    return 1;
}

/* Points of the two planes beside the cut, as the last `update self` left them on the host. */
static int s27_check_cut(const double *u, long n, long mid, int steps) {
    for (int s = 0; s < CUT_SAMPLES; s++) {
        long i = s % 2 ? mid : mid - 1;
        long j = (long)(bench_hash32(1000 + 2 * s) % (uint32_t)n);
        long k = (long)(bench_hash32(1001 + 2 * s) % (uint32_t)n);
        if (!s27_check_point(u, n, i, j, k, steps, "halo plane")) return 0;
    }
    return 1;
}

/* Per step: each interior point read and written once, four planes moved; 26 additions and 4
 * multiplications per point. */
static double s27_bytes(long n) {
    double interior = (double)(n - 2) * (double)(n - 2) * (double)(n - 2);
    return 2.0 * sizeof(double) * interior + 4.0 * sizeof(double) * (double)n * (double)n;
}

static double s27_flops(long n) { return 30.0 * (double)(n - 2) * (double)(n - 2) * (double)(n - 2); }

#ifndef BENCH_HELPERS_ONLY
int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_STEPS);
    if (n < 4) {
        fprintf(stderr, "stencil27: n must be at least 4\n");
        return 2;
    }
    long nn = n * n, total = nn * n, mid = n / 2;
    double *a = (double *)bench_alloc(sizeof(double) * total);
    double *b = (double *)bench_alloc(sizeof(double) * total);
    s27_init(a, b, n);
    bench_timer t;
    bench_timer_init(&t);
    int steps = 0, ok = 1;
#pragma acc data copy(a[0:total], b[0:total])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double t0 = bench_now();
            /* The new level's boundary planes, from the host. */
            s27_set_boundary(b, n, steps + 1);
#pragma acc update device(b[0:nn]) async(1)
#pragma acc update device(b[(n - 1) * nn:nn]) async(2)
#pragma omp parallel for collapse(3)
#pragma acc parallel loop collapse(3) present(a[0:total], b[0:total]) async(1)
            for (long i = 1; i < mid; i++)
                for (long j = 1; j < n - 1; j++)
                    for (long k = 1; k < n - 1; k++) b[(i * n + j) * n + k] = s27_point(a, (i * n + j) * n + k, nn, n);
#pragma omp parallel for collapse(3)
#pragma acc parallel loop collapse(3) present(a[0:total], b[0:total]) async(2)
            for (long i = mid; i < n - 1; i++)
                for (long j = 1; j < n - 1; j++)
                    for (long k = 1; k < n - 1; k++) b[(i * n + j) * n + k] = s27_point(a, (i * n + j) * n + k, nn, n);
            /* The halo planes either side of the cut, to the host (a neighbour would get them). */
#pragma acc update self(b[(mid - 1) * nn:nn]) async(1)
#pragma acc update self(b[mid * nn:nn]) async(2)
#pragma acc wait
            double t1 = bench_now();
            steps++;
            double *tmp = a;
            a = b;
            b = tmp;
            if (it > 0) bench_record(&t, t1 - t0);
        }
        ok = s27_check_cut(a, n, mid, steps);
    }
    ok = ok && s27_check(a, n, steps);
    char size[64];
    snprintf(size, sizeof size, "%ldx%ldx%ld", n, n, n);
    int bad = bench_result("stencil27", size, &t, s27_bytes(n), s27_flops(n), "mem", NULL, ok);
    free(a);
    free(b);
    return bad;
}
#endif
