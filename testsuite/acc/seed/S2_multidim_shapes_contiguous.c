// Seed 1.2 §7 S2 2.6.5.1: the contiguous multi-dimensional shapes, float AA[100][200] with
// AA[2:n][0:200] and `typedef float row[200]; row *BB;` with BB[2:n][0:m] (m = 200).
// expect-exit: 0
// expect-stdout:
// | S2 AA 53750.0 BB 8000.0
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
typedef float row[200];
static float AA[100][200];
int main(void) {
  int n = 5, m = 200;
  row *BB = malloc(100 * sizeof(row));
  for (int i = 0; i < 100; i++) for (int j = 0; j < 200; j++) { AA[i][j] = 0; BB[i][j] = 0; }
  #pragma acc parallel loop collapse(2) copy(AA[2:n][0:200], BB[2:n][0:m])
  for (int i = 2; i < 2 + n; i++)
    for (int j = 0; j < 200; j++) { AA[i][j] = i + j * 0.5f; BB[i][j] = i * 2.0f; }
  double sa = 0, sb = 0;
  for (int i = 0; i < 100; i++) for (int j = 0; j < 200; j++) { sa += AA[i][j]; sb += BB[i][j]; }
  printf("S2 AA %.1f BB %.1f\n", sa, sb);
  free(BB);
  return !(sa == 200.0 * 20 + 5 * 0.5 * 19900 && sb == 2.0 * 200 * 20);
}
