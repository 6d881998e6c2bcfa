/* n-body force evaluation in single precision: every body's acceleration from all others
 * (softened gravity, a square root and a division per pair), then a velocity kick.
 * Usage: nbody [n [iterations]]; default n = 131072 bodies (compute-bound: the footprint is
 * a few MiB whatever n is).
 * Check: 64 sampled accelerations against the host's, computed in double; the error must be
 * below 1e-4 of the sum of the magnitudes of the pair terms. */
#include "../common/bench.h"

#define DEFAULT_N 131072L
#define DEFAULT_ITERS 10
#define SAMPLES 64
#define SOFTENING 0.01f
#define DT 0.001f

static void nbody_init(float *x, float *y, float *z, float *m, float *vx, float *vy, float *vz,
                       long n) {
    for (long i = 0; i < n; i++) {
        x[i] = (float)(bench_hash32((uint32_t)(4 * i)) >> 8) / 16777216.0f - 0.5f;
        y[i] = (float)(bench_hash32((uint32_t)(4 * i + 1)) >> 8) / 16777216.0f - 0.5f;
        z[i] = (float)(bench_hash32((uint32_t)(4 * i + 2)) >> 8) / 16777216.0f - 0.5f;
        m[i] = 1.0f / (float)n;
        vx[i] = vy[i] = vz[i] = 0.0f;
    }
}

static int nbody_check(const float *x, const float *y, const float *z, const float *m,
                       const float *ax, const float *ay, const float *az, long n) {
    for (int s = 0; s < SAMPLES; s++) {
        long i = (long)(bench_hash32(1000 + s) % (uint32_t)n);
        double r[3] = {0, 0, 0}, mag = 0.0;
        for (long j = 0; j < n; j++) {
            double dx = (double)x[j] - x[i], dy = (double)y[j] - y[i], dz = (double)z[j] - z[i];
            double d2 = dx * dx + dy * dy + dz * dz + (double)SOFTENING * SOFTENING;
            double f = m[j] / (d2 * sqrt(d2));
            r[0] += f * dx;
            r[1] += f * dy;
            r[2] += f * dz;
            mag += f * sqrt(dx * dx + dy * dy + dz * dz);
        }
        double got[3] = {ax[i], ay[i], az[i]};
        for (int d = 0; d < 3; d++) {
            if (fabs(got[d] - r[d]) > 1e-4 * mag) {
                fprintf(stderr, "nbody: a[%ld][%d] = %.9g, want %.9g (scale %.3g)\n", i, d, got[d],
                        r[d], mag);
                return 0;
            }
        }
    }
    return 1;
}

#ifndef BENCH_HELPERS_ONLY
int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    float *x = (float *)bench_alloc(sizeof(float) * n), *y = (float *)bench_alloc(sizeof(float) * n);
    float *z = (float *)bench_alloc(sizeof(float) * n), *m = (float *)bench_alloc(sizeof(float) * n);
    float *vx = (float *)bench_alloc(sizeof(float) * n), *vy = (float *)bench_alloc(sizeof(float) * n);
    float *vz = (float *)bench_alloc(sizeof(float) * n), *ax = (float *)bench_alloc(sizeof(float) * n);
    float *ay = (float *)bench_alloc(sizeof(float) * n), *az = (float *)bench_alloc(sizeof(float) * n);
    nbody_init(x, y, z, m, vx, vy, vz, n);
    bench_timer t;
    bench_timer_init(&t);
#pragma acc data copyin(x[0:n], y[0:n], z[0:n], m[0:n]) copy(vx[0:n], vy[0:n], vz[0:n]) \
    copyout(ax[0:n], ay[0:n], az[0:n])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double t0 = bench_now();
#pragma omp parallel for
#pragma acc parallel loop present(x[0:n], y[0:n], z[0:n], m[0:n], vx[0:n], vy[0:n], vz[0:n], \
                                  ax[0:n], ay[0:n], az[0:n])
            for (long i = 0; i < n; i++) {
                float xi = x[i], yi = y[i], zi = z[i];
                float sx = 0.0f, sy = 0.0f, sz = 0.0f;
                for (long j = 0; j < n; j++) {
                    float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
                    float d2 = dx * dx + dy * dy + dz * dz + SOFTENING * SOFTENING;
                    float inv = 1.0f / sqrtf(d2);
                    float f = m[j] * inv * inv * inv;
                    sx += f * dx;
                    sy += f * dy;
                    sz += f * dz;
                }
                ax[i] = sx;
                ay[i] = sy;
                az[i] = sz;
                vx[i] += DT * sx;
                vy[i] += DT * sy;
                vz[i] += DT * sz;
            }
            double t1 = bench_now();
            if (it > 0) bench_record(&t, t1 - t0);
        }
    }
    int ok = nbody_check(x, y, z, m, ax, ay, az, n);
    char size[32];
    snprintf(size, sizeof size, "%ld", n);
    /* The customary 20 flops per interaction (the square root and division counted as one). */
    int bad = bench_result("nbody", size, &t, 10.0 * sizeof(float) * n, 20.0 * (double)n * n,
                           "fp32", NULL, ok);
    free(x); free(y); free(z); free(m); free(vx); free(vy); free(vz); free(ax); free(ay); free(az);
    return bad;
}
#endif
