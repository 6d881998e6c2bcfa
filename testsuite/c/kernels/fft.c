// Iterative radix-2 FFT on complex doubles and its inverse; round trip and a known spectrum.
// expect-exit: 0
// expect-stdout:
// | bin  0 |X| = 16.000000
// | bin  5 |X| = 96.000000
// | bin 16 |X| = 16.000000
// | bin 32 |X| = 16.000000
// | bin 48 |X| = 16.000000
// | bin 59 |X| = 96.000000
// | round trip error < 1e-12: 1
#include <stdio.h>
#include <complex.h>
#include <math.h>

#define N 64

static void fft(double complex *a, int n, int inverse) {
    for (int i = 1, j = 0; i < n; i++) {
        int bit = n >> 1;
        for (; j & bit; bit >>= 1) j ^= bit;
        j ^= bit;
        if (i < j) { double complex t = a[i]; a[i] = a[j]; a[j] = t; }
    }
    for (int len = 2; len <= n; len <<= 1) {
        double ang = 2 * M_PI / len * (inverse ? 1 : -1);
        double complex wl = cos(ang) + sin(ang) * I;
        for (int i = 0; i < n; i += len) {
            double complex w = 1;
            for (int k = 0; k < len / 2; k++) {
                double complex u = a[i + k], v = a[i + k + len / 2] * w;
                a[i + k] = u + v;
                a[i + k + len / 2] = u - v;
                w *= wl;
            }
        }
    }
    if (inverse)
        for (int i = 0; i < n; i++) a[i] /= n;
}

int main(void) {
    double complex a[N], orig[N];
    for (int i = 0; i < N; i++) orig[i] = a[i] = 3 * cos(2 * M_PI * 5 * i / N) + (i % 4 == 0 ? 1 : 0);
    fft(a, N, 0);
    for (int k = 0; k < N; k++)
        if (cabs(a[k]) > 1e-9) printf("bin %2d |X| = %.6f\n", k, cabs(a[k]));
    fft(a, N, 1);
    double err = 0;
    for (int i = 0; i < N; i++) err = fmax(err, cabs(a[i] - orig[i]));
    printf("round trip error < 1e-12: %d\n", err < 1e-12);
    return 0;
}
