#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NX 512
#define NY 512
#define IDX(i, j) ((i) * NY + (j))

static double A[NX * NY], Anew[NX * NY];

int main(void)
{
    const double tol = 1.0e-6;
    const int iter_max = 1000;
    double error = 1.0;
    int iter = 0;

    for (int j = 0; j < NY; j++) {
        A[IDX(0, j)] = 1.0;
        Anew[IDX(0, j)] = 1.0;
    }

#pragma acc data copy(A) create(Anew)
    while (error > tol && iter < iter_max) {
        error = 0.0;
#pragma acc parallel loop reduction(max:error) collapse(2)
        for (int i = 1; i < NX - 1; i++)
            for (int j = 1; j < NY - 1; j++) {
                Anew[IDX(i, j)] = 0.25 * (A[IDX(i, j + 1)] + A[IDX(i, j - 1)]
                                        + A[IDX(i - 1, j)] + A[IDX(i + 1, j)]);
                error = fmax(error, fabs(Anew[IDX(i, j)] - A[IDX(i, j)]));
            }
#pragma acc parallel loop collapse(2)
        for (int i = 1; i < NX - 1; i++)
            for (int j = 1; j < NY - 1; j++)
                A[IDX(i, j)] = Anew[IDX(i, j)];
        if (iter % 100 == 0)
            printf("%5d, %0.6f\n", iter, error);
        iter++;
    }
    return 0;
}
