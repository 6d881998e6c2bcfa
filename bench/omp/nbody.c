/* All-pairs n-body forces with OpenMP 4.5 target constructs: the OpenMP twin of
 * bench/acc/nbody.c. */
#define BENCH_OMP_TARGET
#include "../acc/nbody.c"

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
#pragma omp target data map(to : x[0:n], y[0:n], z[0:n], m[0:n]) \
    map(tofrom : vx[0:n], vy[0:n], vz[0:n]) map(from : ax[0:n], ay[0:n], az[0:n])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double t0 = bench_now();
#pragma omp target teams distribute parallel for map(to : x[0:n], y[0:n], z[0:n], m[0:n]) \
    map(tofrom : vx[0:n], vy[0:n], vz[0:n], ax[0:n], ay[0:n], az[0:n])
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
    int bad = bench_result("nbody", size, &t, 10.0 * sizeof(float) * n, 20.0 * (double)n * n,
                           "fp32", NULL, ok);
    free(x); free(y); free(z); free(m); free(vx); free(vy); free(vz); free(ax); free(ay); free(az);
    return bad;
}
