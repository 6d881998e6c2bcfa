// Jacobi iteration for the 2-D Laplace equation with fixed boundaries; residual per sweep.
// expect-exit: 0
// expect-stdout:
// | iter 500 err 3.812696610e-04
// | iter 1000 err 3.931758235e-05
// | converged after 1302 iterations, err 9.984131823e-06
// | center 0.484949281757 corner 0.528358952238
#include <stdio.h>
#include <math.h>

#define N 34
static double u[N][N], un[N][N];

int main(void) {
    for (int i = 0; i < N; i++) {
        u[0][i] = 1.0;
        u[N - 1][i] = 0.0;
        u[i][0] = (double)i / (N - 1);
        u[i][N - 1] = 1.0 - (double)i / (N - 1);
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) un[i][j] = u[i][j];
    double err = 1;
    int iter = 0;
    while (err > 1e-5 && iter < 5000) {
        err = 0;
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++) {
                un[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
                err = fmax(err, fabs(un[i][j] - u[i][j]));
            }
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++) u[i][j] = un[i][j];
        iter++;
        if (iter % 500 == 0) printf("iter %d err %.9e\n", iter, err);
    }
    printf("converged after %d iterations, err %.9e\n", iter, err);
    printf("center %.12f corner %.12f\n", u[N / 2][N / 2], u[1][1]);
    return 0;
}
