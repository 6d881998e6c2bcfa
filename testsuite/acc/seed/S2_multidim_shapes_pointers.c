// Seed 1.2 §7 S2 2.6.5.1: the non-contiguous shapes, `float *CC[200]` with CC[2:n][0:m] and
// `float **DD` with DD[2:n][0:m]: each is a pointer array plus rows (a pointer-tree deep copy).
// expect-from: hand (gcc 12 rejects non-contiguous array sections)
// expect-exit: 0
// expect-stdout:
// | S2 CC 80.0 DD 110.0
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
static float *CC[200];
int main(void) {
  int n = 5, m = 4;
  float **DD = malloc(200 * sizeof(float *));
  for (int i = 0; i < 200; i++) {
    CC[i] = calloc(m, sizeof(float));
    DD[i] = calloc(m, sizeof(float));
  }
  #pragma acc parallel loop collapse(2) copy(CC[2:n][0:m], DD[2:n][0:m])
  for (int i = 2; i < 2 + n; i++)
    for (int j = 0; j < m; j++) { CC[i][j] = (float)i; DD[i][j] = (float)(i + 1) * 1.0f + 0.25f * 2; }
  double sc = 0, sd = 0;
  for (int i = 0; i < 200; i++) for (int j = 0; j < m; j++) { sc += CC[i][j]; sd += DD[i][j]; }
  printf("S2 CC %.1f DD %.1f\n", sc, sd);
  for (int i = 0; i < 200; i++) { free(CC[i]); free(DD[i]); }
  free(DD);
  return 0;
}
