// Conjugate gradient on a 1-D Poisson matrix (tridiagonal 2,-1), built from dot and axpy kernels.
// expect-exit: 0
// expect-stdout:
// | it   0 |r| = 7.000000e+01
// | it  10 |r| = 5.585696e+01
// | it  20 |r| = 4.171331e+01
// | it  30 |r| = 2.756810e+01
// | it  40 |r| = 1.341641e+01
// | iterations 50
// | x[0]=50.000000 x[49]=1275.000000 maxerr<1e-6: 1
#include <stdio.h>
#include <math.h>

#define N 100

static double dot(const double *x, const double *y, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}
static void axpy(double a, const double *x, double *y, int n) { for (int i = 0; i < n; i++) y[i] += a * x[i]; }
static void matvec(const double *x, double *y, int n) {
    for (int i = 0; i < n; i++) {
        double v = 2 * x[i];
        if (i > 0) v -= x[i - 1];
        if (i < n - 1) v -= x[i + 1];
        y[i] = v;
    }
}

int main(void) {
    static double x[N], b[N], r[N], p[N], ap[N];
    for (int i = 0; i < N; i++) b[i] = 1.0;
    for (int i = 0; i < N; i++) { r[i] = b[i]; p[i] = r[i]; }
    double rr = dot(r, r, N);
    int it;
    for (it = 0; it < 200 && sqrt(rr) > 1e-10; it++) {
        matvec(p, ap, N);
        double alpha = rr / dot(p, ap, N);
        axpy(alpha, p, x, N);
        axpy(-alpha, ap, r, N);
        double rr_new = dot(r, r, N);
        for (int i = 0; i < N; i++) p[i] = r[i] + (rr_new / rr) * p[i];
        rr = rr_new;
        if (it % 10 == 0) printf("it %3d |r| = %.6e\n", it, sqrt(rr));
    }
    printf("iterations %d\n", it);
    // exact solution: x_i = (i+1)(N-i)/2
    double maxerr = 0;
    for (int i = 0; i < N; i++) maxerr = fmax(maxerr, fabs(x[i] - (i + 1) * (double)(N - i) / 2));
    printf("x[0]=%.6f x[49]=%.6f maxerr<1e-6: %d\n", x[0], x[49], maxerr < 1e-6);
    return 0;
}
