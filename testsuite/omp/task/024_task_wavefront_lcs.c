// Longest common subsequence by blocks on an anti-diagonal wavefront: one task per block,
// depending on its upper, left and upper-left neighbours through a block-status array.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | lcs 157 serial 157 same table 1
#include <stdio.h>
#include <string.h>
#include <omp.h>

#define N 240
#define BS 30
#define NBK (N / BS)

static int L[N + 1][N + 1];
static char a[N + 1], b[N + 1];
static char blk[NBK + 1][NBK + 1];

int main(void) {
  unsigned s = 3;
  for (int i = 0; i < N; i++) {
    s = s * 1103515245u + 12345u;
    a[i] = (char)('A' + (s >> 16) % 4);
    s = s * 1103515245u + 12345u;
    b[i] = (char)('A' + (s >> 16) % 4);
  }
#pragma omp parallel
#pragma omp single
  for (int bi = 1; bi <= NBK; bi++)
    for (int bj = 1; bj <= NBK; bj++) {
#pragma omp task depend(in: blk[bi - 1][bj], blk[bi][bj - 1], blk[bi - 1][bj - 1]) depend(out: blk[bi][bj])
      for (int i = (bi - 1) * BS + 1; i <= bi * BS; i++)
        for (int j = (bj - 1) * BS + 1; j <= bj * BS; j++)
          L[i][j] = a[i - 1] == b[j - 1] ? L[i - 1][j - 1] + 1
                                         : (L[i - 1][j] > L[i][j - 1] ? L[i - 1][j] : L[i][j - 1]);
    }
  static int S[N + 1][N + 1];
  for (int i = 1; i <= N; i++)
    for (int j = 1; j <= N; j++)
      S[i][j] = a[i - 1] == b[j - 1] ? S[i - 1][j - 1] + 1
                                     : (S[i - 1][j] > S[i][j - 1] ? S[i - 1][j] : S[i][j - 1]);
  printf("lcs %d serial %d same table %d\n", L[N][N], S[N][N], memcmp(L, S, sizeof S) == 0);
  return 0;
}
