// Two iterators in one modifier (OpenMP 5.1 §2.1.6: the iterator space is their product, the
// first outermost) on `target enter data map(always, iterator(…), to: …)` and
// `target exit data map(iterator(…), from: …)`, and `target update from(present, iterator(…):
// …)`, over the tiles of a blocked matrix (one pointer per tile). A point left out shows as
// an unchanged tile with discrete host memory. oxacc refused the modifier.
// args: -fopenmp
// expect-from: hand (gcc 12 does not know the modifier; with each iterator directive written as
// a loop nest around the directive, gcc 12 -fopenmp -foffload=disable prints these lines)
// expect-exit: 0
// expect-stdout:
// | update 24 60
// | exit 42 756
#include <stdio.h>
#include <stdlib.h>

#define NB 3
#define BS 4

static void bump(float **tile, int nb, int bs, float by) {
  for (int t = 0; t < nb * nb; t++) {
    float *p = tile[t];
#pragma omp target teams distribute parallel for
    for (int k = 0; k < bs; k++)
      p[k] += by;
  }
}

static float total(float **tile, int nb, int bs) {
  float s = 0;
  for (int t = 0; t < nb * nb; t++)
    for (int k = 0; k < bs; k++)
      s += tile[t][k];
  return s;
}

int main(void) {
  float *tile[NB * NB];
  for (int t = 0; t < NB * NB; t++) {
    tile[t] = malloc(BS * sizeof(float));
    for (int k = 0; k < BS; k++)
      tile[t][k] = t;
  }
  int nb = NB, bs = BS;
#pragma omp target enter data map(always, iterator(i = 0:nb, j = 0:nb), to: tile[i * nb + j][0:bs])
  bump(tile, nb, bs, 1.0f);
  // Only the diagonal tiles come back here.
#pragma omp target update from(present, iterator(short i = 0:nb): tile[i * nb + i][0:bs])
  float diag = 0;
  for (int i = 0; i < nb; i++)
    for (int k = 0; k < bs; k++)
      diag += tile[i * nb + i][k];
  printf("update %.0f %.0f\n", tile[0][0] + tile[4][1] + tile[8][3] * 2, diag);
  bump(tile, nb, bs, 2.0f);
#pragma omp target exit data map(iterator(i = 0:nb, j = 0:nb), from: tile[i * nb + j][0:bs])
  printf("exit %.0f %.0f\n", tile[0][0] + tile[4][1] + tile[8][3] * 2 + tile[7][2], total(tile, nb, bs) * 3);
  for (int t = 0; t < NB * NB; t++)
    free(tile[t]);
  return 0;
}
