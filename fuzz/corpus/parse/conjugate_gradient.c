#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double dot(int n, const double *restrict a, const double *restrict b)
{
    double s = 0.0;
#pragma acc parallel loop reduction(+:s) present(a[0:n], b[0:n])
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

static void axpby(int n, double alpha, const double *restrict x, double beta, double *restrict y)
{
#pragma acc parallel loop present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = alpha * x[i] + beta * y[i];
}

static void apply_laplacian(int n, const double *restrict x, double *restrict y)
{
#pragma acc parallel loop present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++) {
        double left = i > 0 ? x[i - 1] : 0.0;
        double right = i < n - 1 ? x[i + 1] : 0.0;
        y[i] = 2.0 * x[i] - left - right;
    }
}

int main(void)
{
    const int n = 256;
    double *x = calloc(n, sizeof(double)), *b = malloc(n * sizeof(double));
    double *r = malloc(n * sizeof(double)), *p = malloc(n * sizeof(double)), *Ap = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++)
        b[i] = r[i] = p[i] = 1.0;
    double rr = 0;
#pragma acc enter data copyin(x[0:n], b[0:n], r[0:n], p[0:n]) create(Ap[0:n])
    rr = dot(n, r, r);
    int it;
    for (it = 0; it < 1000 && sqrt(rr) > 1e-10; it++) {
        apply_laplacian(n, p, Ap);
        double alpha = rr / dot(n, p, Ap);
        axpby(n, alpha, p, 1.0, x);
        axpby(n, -alpha, Ap, 1.0, r);
        double rr_new = dot(n, r, r);
        axpby(n, 1.0, r, rr_new / rr, p);
        rr = rr_new;
    }
#pragma acc exit data copyout(x[0:n]) delete(b[0:n], r[0:n], p[0:n], Ap[0:n])
#pragma acc wait
    printf("iterations %d residual %e x[n/2] %f\n", it, sqrt(rr), x[n / 2]);
    free(x); free(b); free(r); free(p); free(Ap);
    return 0;
}
