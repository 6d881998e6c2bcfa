// Rows of a matrix computed in parallel and printed in row order through an ordered region
// in a loop with a guided schedule; the text matches the serial program's.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | row 0: 1 3 9 27 81 243
// | row 1: 3 9 27 81 243 729
// | row 2: 9 27 81 243 729 2187
// | row 3: 27 81 243 729 2187 6561
// | row 4: 81 243 729 2187 6561 19683
// | row 5: 243 729 2187 6561 19683 59049
// | row 6: 729 2187 6561 19683 59049 177147
// | row 7: 2187 6561 19683 59049 177147 531441
#include <stdio.h>
#include <omp.h>

int main(void) {
#pragma omp parallel for ordered schedule(guided, 2)
  for (int r = 0; r < 8; r++) {
    long row[6];
    for (int c = 0; c < 6; c++) {
      long v = 1;
      for (int k = 0; k < r + c; k++)
        v = v * 3 % 1000003;
      row[c] = v;
    }
#pragma omp ordered
    {
      printf("row %d:", r);
      for (int c = 0; c < 6; c++)
        printf(" %ld", row[c]);
      printf("\n");
    }
  }
  return 0;
}
