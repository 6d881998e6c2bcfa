// Gang-redundant stores to global memory before an inner vector loop must be visible to every lane; the vector loop's stores must be visible to the code after it.
// expect-exit: 0
// expect-stdout:
// | redundant stores sum 58022100 c0 110 c299 6688 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 300
#define W 100
static int a[R], b[R][W], c[R], t[R][4], d[R];
int main(void) {
  for (int i = 0; i < R; i++) { a[i] = -1; c[i] = -1; d[i] = -1; }
  #pragma acc parallel loop gang copy(a, c, d) copyout(b, t)
  for (int i = 0; i < R; i++) {
    a[i] = i + 1;
    for (int k = 0; k < 4; k++) t[i][k] = i * 10 + k;
    #pragma acc loop vector
    for (int j = 0; j < W; j++) b[i][j] = a[i] + j + t[i][j % 4];
    c[i] = b[i][3] + b[i][W - 1];
    int s = 0;
    for (int j = 0; j < W; j += 9) s += b[i][j];
    d[i] = s;
  }
  int bad = 0;
  long sum = 0;
  for (int i = 0; i < R; i++) {
    bad += a[i] != i + 1;
    for (int k = 0; k < 4; k++) bad += t[i][k] != i * 10 + k;
    for (int j = 0; j < W; j++) { bad += b[i][j] != i + 1 + j + i * 10 + j % 4; sum += b[i][j]; }
    bad += c[i] != (i + 1 + 3 + i * 10 + 3) + (i + 1 + W - 1 + i * 10 + (W - 1) % 4);
    int e = 0;
    for (int j = 0; j < W; j += 9) e += i + 1 + j + i * 10 + j % 4;
    bad += d[i] != e;
    sum += c[i] + d[i];
  }
  printf("redundant stores sum %ld c0 %d c299 %d bad %d\n", sum, c[0], c[R - 1], bad);
  return bad != 0;
}
