// Scalars in data clauses: copy(x) keeps the device value between regions.
// expect-exit: 0
// expect-stdout:
// | scalar copy x 16 y 31.0
#include <stdio.h>
#include <openacc.h>
int main(void) {
  int x = 5;
  double y = 0.5;
  #pragma acc data copy(x, y)
  {
    #pragma acc serial present(x, y)
    { x = x * 3; y = y + x; }
    #pragma acc serial present(x, y)
    { x = x + 1; y = y * 2; }
  }
  printf("scalar copy x %d y %.1f\n", x, y);
  return !(x == 16 && y == 31.0);
}
