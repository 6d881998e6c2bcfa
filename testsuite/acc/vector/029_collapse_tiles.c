// Collapsed gang loops on the GPU (docs/gpu.md): a collapse(2) matrix product long enough to
// be walked by tiles (V/32 rows by 32 columns per block), a tiled collapse(2) with negative
// steps, partial tiles and a reduction that must visit every point once, a collapse(2) whose
// inner loop is too short to tile (the flattened walk), and collapse(3) nests (flattened): a
// 7-point stencil, one with a negative step and a reduction where every point must be visited
// exactly once, and one with a short middle dimension.
// expect-exit: 0
// expect-stdout:
// | tiles bad 0 sum 11829929625 743617500 seen 1 short 1 thin 1
#include <stdio.h>
#define NI 19
#define NJ 45
#define NK 150
#define M 150
#define P 133
static double a[NI][NJ][NK], b[NI][NJ][NK];
static double A[M][P], B[P][M], C[M][M];
static int seen[NI][NJ][NK];
static int shortv[300][5];
static int thin[20][3][200];
static int seen2[100][150];

int main(void) {
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) a[i][j][k] = (i * 7 + j * 3 + k) % 17 - 8;
  for (int i = 0; i < M; i++)
    for (int k = 0; k < P; k++) {
      A[i][k] = (i + 2 * k) % 9 - 4;
      B[k][i] = (3 * i + k) % 7 - 3;
    }

  long sum = 0, sum2 = 0;
  #pragma acc data copyin(a, A, B) copyout(b, C, shortv, thin) copy(seen, seen2)
  {
    #pragma acc parallel loop collapse(3) present(a, b)
    for (int i = 1; i < NI - 1; i++)
      for (int j = 1; j < NJ - 1; j++)
        for (int k = 1; k < NK - 1; k++)
          b[i][j][k] = 0.5 * a[i][j][k] + (a[i - 1][j][k] + a[i + 1][j][k] + a[i][j - 1][k] +
                                           a[i][j + 1][k] + a[i][j][k - 1] + a[i][j][k + 1]);

    #pragma acc parallel loop collapse(2) present(A, B, C)
    for (int i = 0; i < M; i++)
      for (int j = 0; j < M; j++) {
        double s = 0;
        for (int k = 0; k < P; k++) s += A[i][k] * B[k][j];
        C[i][j] = s;
      }

    #pragma acc parallel loop collapse(3) present(seen) reduction(+:sum)
    for (int i = NI - 1; i >= 0; i--)
      for (int j = 0; j < NJ; j++)
        for (int k = NK - 1; k >= 0; k -= 1) {
          seen[i][j][k] += 1;
          sum += i * 10000 + j * 100 + k % 100;
        }

    #pragma acc parallel loop collapse(2) present(seen2) reduction(+:sum2)
    for (int i = 99; i >= 0; i--)
      for (int j = 149; j >= 0; j--) {
        seen2[i][j] += 1;
        sum2 += i * 1000 + j;
      }

    #pragma acc parallel loop collapse(2) present(shortv)
    for (int i = 0; i < 300; i++)
      for (int j = 0; j < 5; j++) shortv[i][j] = i * 5 + j;

    #pragma acc parallel loop collapse(3) present(thin)
    for (int i = 0; i < 20; i++)
      for (int j = 0; j < 3; j++)
        for (int k = 0; k < 200; k++) thin[i][j][k] = (i * 3 + j) * 200 + k;
  }

  int bad = 0;
  for (int i = 1; i < NI - 1; i++)
    for (int j = 1; j < NJ - 1; j++)
      for (int k = 1; k < NK - 1; k++) {
        double want = 0.5 * a[i][j][k] + (a[i - 1][j][k] + a[i + 1][j][k] + a[i][j - 1][k] +
                                          a[i][j + 1][k] + a[i][j][k - 1] + a[i][j][k + 1]);
        bad += b[i][j][k] != want;
      }
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      double s = 0;
      for (int k = 0; k < P; k++) s += A[i][k] * B[k][j];
      bad += C[i][j] != s;
    }
  int all_seen = 1;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) all_seen &= seen[i][j][k] == 1;
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 150; j++) all_seen &= seen2[i][j] == 1;
  int short_ok = 1, thin_ok = 1;
  for (int i = 0; i < 300; i++)
    for (int j = 0; j < 5; j++) short_ok &= shortv[i][j] == i * 5 + j;
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 200; k++) thin_ok &= thin[i][j][k] == (i * 3 + j) * 200 + k;
  printf("tiles bad %d sum %ld %ld seen %d short %d thin %d\n", bad, sum, sum2, all_seen, short_ok,
         thin_ok);
  return bad != 0 || !all_seen || !short_ok || !thin_ok;
}
