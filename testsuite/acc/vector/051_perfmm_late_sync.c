// Reductions and small copies back in a loop, as an iterative solver writes them (decision
// 62: with OXACC_LATE_SYNC=1 the CUDA back end launches such a construct without waiting and
// waits once in its exit, fetching the result behind the kernel; a 4- or 8-byte copy to the
// device is a memset on the kernel's stream). Every result must be the one of its own
// iteration: a double and an int reduction (8 and 4 bytes: memsets), a char reduction (1
// byte: the ordinary copy), the reduction variable written first in its clause list, a small
// array copied in and out with a reduction, a construct whose exit copies nothing, and an
// asynchronous kernel after a synchronous reduction, waited for before its result is read.
// expect-exit: 0
// expect-stdout:
// | errors 0 last 4032.000000 45 1 hist 1 11 21 31 41 51 61 71 async 2080.000000
#include <stdio.h>

#define N 64
#define ITERS 50

static double dot(const double *x, const double *y, long n) {
    double s = 0.0;
#pragma acc parallel loop present(x[0:n], y[0:n]) reduction(+ : s)
    for (long i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}

int main(void) {
    double x[N], y[N], z[N];
    int hist[8];
    int errors = 0;
    double last = 0.0, later = 0.0;
    int cnt = 0;
    char any = 0;
    for (int i = 0; i < N; i++) {
        x[i] = i;
        y[i] = 1.0;
        z[i] = 0.0;
    }
#pragma acc data copyin(x[0:N], y[0:N]) create(z[0:N])
    {
        for (int it = 0; it < ITERS; it++) {
            // The host changes y between iterations: the device copy follows.
            for (int i = 0; i < N; i++) y[i] = (double)(it % 3 + 1);
#pragma acc update device(y[0:N])
            double s = dot(x, y, N);
            if (s != 2016.0 * (it % 3 + 1)) errors++;
            int c = it;
#pragma acc parallel loop present(x[0:N]) reduction(+ : c)
            for (int i = 0; i < N; i++) c += (x[i] < 45.0);
            if (c != it + 45) errors++;
            cnt = c - it;
            char flag = 0;
#pragma acc parallel loop reduction(| : flag) present(x[0:N])
            for (int i = 0; i < N; i++) flag |= (x[i] == (double)(it % N));
            any = flag;
            if (flag != 1) errors++;
            for (int k = 0; k < 8; k++) hist[k] = it;
            double m = 0.0;
#pragma acc parallel loop reduction(max : m) copy(hist[0:8]) present(x[0:N])
            for (int k = 0; k < 8; k++) {
                hist[k] += 10 * k + 1 - it;
                m = m > x[8 * k] ? m : x[8 * k];
            }
            if (m != 56.0 || hist[7] != 71) errors++;
#pragma acc parallel loop present(x[0:N], z[0:N])
            for (int i = 0; i < N; i++) z[i] = x[i] + it;
            last = dot(x, y, N);
#pragma acc parallel loop present(x[0:N], z[0:N]) async(1)
            for (int i = 0; i < N; i++) z[i] = 2.0 * x[i];
            double t = 0.0;
#pragma acc wait(1)
#pragma acc parallel loop present(z[0:N]) reduction(+ : t)
            for (int i = 0; i < N; i++) t += z[i];
            if (t != 4032.0) errors++;
            later = t / 2.0 + 64.0;
        }
    }
    printf("errors %d last %f %d %d hist", errors, last, cnt, any);
    for (int k = 0; k < 8; k++) printf(" %d", hist[k]);
    printf(" async %f\n", later);
    return 0;
}
