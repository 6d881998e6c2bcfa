// A kernel whose loop waits on square roots and divisions (unrolled for latency) runs one of
// two copies of its body on the GPU (decision 88): with every pointer 16-byte aligned, the
// copy whose unrolled loads of x[j..j+3] are vector loads; else the plain one. An n-body
// force sum, as applications write it (a function over pointers, `present` data), called on
// whole arrays (aligned) and on sections starting 1, 2 and 3 elements in (not aligned), at
// body counts that leave every remainder of the unrolled loop. Checked against the host's
// double-precision sums (relative error below 1e-4).
// expect-from: hand (gcc -O2 -fopenacc -foffload=-lm and serial gcc -O0 print it; bless's gcc
// lacks -foffload=-lm, so its offload image cannot link sqrtf)
// expect-exit: 0
// expect-stdout:
// | errors 0
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void forces(long n, const float *x, const float *y, const float *z, const float *m,
                   float *ax, float *ay, float *az) {
#pragma acc parallel loop present(x[0:n], y[0:n], z[0:n], m[0:n], ax[0:n], ay[0:n], az[0:n])
    for (long i = 0; i < n; i++) {
        float xi = x[i], yi = y[i], zi = z[i], sx = 0.0f, sy = 0.0f, sz = 0.0f;
        for (long j = 0; j < n; j++) {
            float dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
            float d2 = dx * dx + dy * dy + dz * dz + 0.01f;
            float inv = 1.0f / sqrtf(d2);
            float f = m[j] * inv * inv * inv;
            sx += f * dx;
            sy += f * dy;
            sz += f * dz;
        }
        ax[i] = sx;
        ay[i] = sy;
        az[i] = sz;
    }
}

static int check(long n, const float *x, const float *y, const float *z, const float *m,
                 const float *ax, const float *ay, const float *az) {
    int bad = 0;
    for (long i = 0; i < n; i++) {
        double s[3] = {0, 0, 0}, mag = 0;
        for (long j = 0; j < n; j++) {
            double dx = (double)x[j] - x[i], dy = (double)y[j] - y[i], dz = (double)z[j] - z[i];
            double d2 = dx * dx + dy * dy + dz * dz + 0.01;
            double f = m[j] / (d2 * sqrt(d2));
            s[0] += f * dx;
            s[1] += f * dy;
            s[2] += f * dz;
            mag += f * sqrt(dx * dx + dy * dy + dz * dz) + 1e-30;
        }
        double got[3] = {ax[i], ay[i], az[i]};
        for (int d = 0; d < 3; d++)
            if (fabs(got[d] - s[d]) > 1e-4 * mag) {
                if (bad < 3) printf("n=%ld a[%ld][%d] = %g, want %g\n", n, i, d, got[d], s[d]);
                bad++;
            }
    }
    return bad;
}

int main(void) {
    const long cap = 1003;
    float *x = malloc(sizeof(float) * cap), *y = malloc(sizeof(float) * cap);
    float *z = malloc(sizeof(float) * cap), *m = malloc(sizeof(float) * cap);
    float *ax = malloc(sizeof(float) * cap), *ay = malloc(sizeof(float) * cap);
    float *az = malloc(sizeof(float) * cap);
    for (long i = 0; i < cap; i++) {
        x[i] = (float)((i * 37) % 101) / 50.0f - 1.0f;
        y[i] = (float)((i * 53) % 97) / 48.0f - 1.0f;
        z[i] = (float)((i * 71) % 89) / 44.0f - 1.0f;
        m[i] = 1.0f + (float)(i % 7) / 8.0f;
        ax[i] = ay[i] = az[i] = 0.0f;
    }
    int bad = 0;
    long counts[] = {1, 3, 16, 17, 31, 100, 999};
#pragma acc data copyin(x[0:cap], y[0:cap], z[0:cap], m[0:cap]) create(ax[0:cap], ay[0:cap], az[0:cap])
    for (int off = 0; off < 4; off++)
        for (unsigned t = 0; t < sizeof counts / sizeof counts[0]; t++) {
            long n = counts[t];
            /* The sections start `off` elements in: 16-byte aligned only at off = 0. */
            forces(n, x + off, y + off, z + off, m + off, ax + off, ay + off, az + off);
#pragma acc update self(ax[off:n], ay[off:n], az[off:n])
            bad += check(n, x + off, y + off, z + off, m + off, ax + off, ay + off, az + off);
        }
    printf("errors %d\n", bad);
    free(x), free(y), free(z), free(m), free(ax), free(ay), free(az);
    return bad != 0;
}
