// Written as old C codes are: K&R function definitions with no prototypes in scope, calls
// of functions declared later, `#ifdef _OPENMP` around the OpenMP parts, omp_get_wtime
// timing (printed only as a sanity check), omp_get_num_threads in the region, and pointers
// passed around. A 1-D heat stencil with a reduction for the residual.
// args: -fopenmp -std=gnu89 -Wno-implicit-function-declaration
// expect-exit: 0
// expect-stdout:
// | residual 0.0000352950
// | checksum 76.444155
// | threads known: yes, time sane: yes
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

double wall(), sweep(), checksum();

int main()
{
    int n, steps, s, nthreads;
    double *u, *v, res, t0, t1;
    n = 2000;
    steps = 200;
    u = (double *)malloc(n * sizeof(double));
    v = (double *)malloc(n * sizeof(double));
    init(u, n);
    init(v, n);
    nthreads = 1;
    t0 = wall();
    for (s = 0; s < steps; s++) {
        res = sweep(u, v, n);
        swap_ptrs(&u, &v);
    }
    t1 = wall();
#ifdef _OPENMP
#pragma omp parallel
    {
#pragma omp single
        nthreads = omp_get_num_threads();
    }
#endif
    printf("residual %.10f\n", res);
    printf("checksum %.6f\n", checksum(u, n));
    printf("threads known: %s, time sane: %s\n", nthreads >= 1 ? "yes" : "no",
           t1 >= t0 ? "yes" : "no");
    free(u);
    free(v);
    return 0;
}

init(a, n)
double *a;
int n;
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        a[i] = (i == 0 || i == n - 1) ? 1.0 : 0.0;
    return 0;
}

double sweep(u, v, n)
double *u, *v;
int n;
{
    int i;
    double r = 0.0;
#pragma omp parallel for reduction(+:r)
    for (i = 1; i < n - 1; i++) {
        v[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
        r += (v[i] - u[i]) * (v[i] - u[i]);
    }
    return r;
}

swap_ptrs(a, b)
double **a, **b;
{
    double *t;
    t = *a;
    *a = *b;
    *b = t;
    return 0;
}

double checksum(a, n)
double *a;
int n;
{
    int i;
    double s = 0.0;
#pragma omp parallel for reduction(+:s)
    for (i = 0; i < n; i++)
        s += a[i] * (i % 10);
    return s;
}

double wall()
{
#ifdef _OPENMP
    return omp_get_wtime();
#else
    return 0.0;
#endif
}
