// serial loop with private, reduction, copy, firstprivate and collapse.
// expect-exit: 0
// expect-stdout:
// | serial loop sum 3211 m[9][11] 101
#include <stdio.h>
#include <openacc.h>
#define R 10
#define C 12
int main(void) {
  int m[R][C];
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) m[i][j] = i * j;
  long prod = 1;
  int tmp, off = 2;
  #pragma acc serial loop collapse(2) private(tmp) firstprivate(off) reduction(+:prod) copy(m)
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) {
      tmp = m[i][j] + off;
      m[i][j] = tmp;
      prod += tmp;
    }
  printf("serial loop sum %ld m[9][11] %d\n", prod, m[R - 1][C - 1]);
  return !(prod == 1 + 2970 + 240 && m[R - 1][C - 1] == 101);
}
