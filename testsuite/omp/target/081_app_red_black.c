// Application: a red-black Gauss-Seidel relaxation on the device, the two colours as two target teams distribute parallel for collapse(2) per sweep with a parity test, the grid resident, a final residual as a max reduction.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | center 0.70196702 corner-near 0.00322840 residual small: no
#include <math.h>
#include <stdio.h>

#define N 34

int main(void) {
  static double u[N][N], f[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) { u[i][j] = 0; f[i][j] = (i == N / 2 && j == N / 2) ? 1.0 : 0.0; }
  double res = 0;
#pragma omp target data map(tofrom: u) map(to: f)
  {
    for (int sweep = 0; sweep < 300; sweep++)
      for (int colour = 0; colour < 2; colour++) {
#pragma omp target teams distribute parallel for collapse(2) firstprivate(colour)
        for (int i = 1; i < N - 1; i++)
          for (int j = 1; j < N - 1; j++)
            if ((i + j) % 2 == colour)
              u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] + f[i][j]);
      }
#pragma omp target teams distribute parallel for collapse(2) reduction(max: res)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++) {
        double r = fabs(4 * u[i][j] - u[i - 1][j] - u[i + 1][j] - u[i][j - 1] - u[i][j + 1] - f[i][j]);
        if (r > res) res = r;
      }
  }
  printf("center %.8f corner-near %.8f residual small: %s\n", u[N / 2][N / 2], u[2][2], res < 1e-6 ? "yes" : "no");
  return 0;
}
