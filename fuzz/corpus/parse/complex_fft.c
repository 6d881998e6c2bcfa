#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

static void fft(double complex *buf, double complex *tmp, int n, int step)
{
    if (step < n) {
        fft(tmp, buf, n, step * 2);
        fft(tmp + step, buf + step, n, step * 2);
        for (int i = 0; i < n; i += 2 * step) {
            double complex t = cexp(-I * M_PI * i / n) * tmp[i + step];
            buf[i / 2] = tmp[i] + t;
            buf[(i + n) / 2] = tmp[i] - t;
        }
    }
}

int main(void)
{
    enum { N = 8 };
    double complex buf[N] = { 1, 1, 1, 1, 0, 0, 0, 0 }, tmp[N];
    for (int i = 0; i < N; i++)
        tmp[i] = buf[i];
    fft(buf, tmp, N, 1);
    for (int i = 0; i < N; i++)
        printf("(%6.3f, %6.3f)\n", creal(buf[i]), cimag(buf[i]));
    float _Complex z = 1.0f + 2.0fi;
    _Complex double w = z * conj(z) + 3;
    long double complex lz = CMPLXL(1.0L, -1.0L);
    double mag = cabs(w) + fabs(__real__ w) + __imag__ z;
    printf("%g %Lg\n", mag, creall(lz * lz));
    return 0;
}
