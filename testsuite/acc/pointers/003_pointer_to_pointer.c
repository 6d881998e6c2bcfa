// An array of row pointers (double **): the pointer array is entered first, then each row;
// entering m[i][0:C] attaches the device copy of m[i] to the row (OpenACC 2.6 pointer attach),
// and exiting the row detaches it.
// expect-exit: 0
// expect-stdout:
// | pointer to pointer 16200.0
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
#define R 6
#define C 50
int main(void) {
  double **m = malloc(R * sizeof *m);
  for (int i = 0; i < R; i++) {
    m[i] = malloc(C * sizeof **m);
    for (int j = 0; j < C; j++) m[i][j] = i + j;
  }
  #pragma acc enter data copyin(m[0:R])
  for (int i = 0; i < R; i++) {
    #pragma acc enter data copyin(m[i][0:C])
  }
  #pragma acc parallel loop collapse(2) present(m[0:R])
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) m[i][j] *= 2;
  for (int i = 0; i < R; i++) {
    #pragma acc exit data copyout(m[i][0:C])
  }
  #pragma acc exit data delete(m[0:R])
  double s = 0;
  for (int i = 0; i < R; i++) { for (int j = 0; j < C; j++) s += m[i][j]; free(m[i]); }
  free(m);
  printf("pointer to pointer %.1f\n", s);
  return s != 2.0 * (C * 15 + R * 1225);
}
