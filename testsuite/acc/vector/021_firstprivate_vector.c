// firstprivate scalars (on the compute construct) read inside inner vector loops, together with a gang-redundant local derived from them.
// expect-exit: 0
// expect-stdout:
// | firstprivate sum 78096825 off 17 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 150
#define W 333
static int a[R][W], b[R][W], c[R][W];
int main(void) {
  int off = 17;
  double scale = 2.5;
  for (int i = 0; i < R; i++) for (int j = 0; j < W; j++) a[i][j] = (i + j) % 50;
  #pragma acc parallel loop gang firstprivate(off, scale) copyin(a) copyout(b)
  for (int i = 0; i < R; i++) {
    int base = off * i;
    #pragma acc loop vector
    for (int j = 0; j < W; j++) b[i][j] = a[i][j] + off + base + (int)(scale * 2.0);
  }
  #pragma acc parallel num_gangs(4) vector_length(64) firstprivate(off) copyin(a) copyout(c)
  {
    #pragma acc loop gang
    for (int i = 0; i < R; i++) {
      #pragma acc loop vector
      for (int j = 0; j < W; j++) c[i][j] = a[i][j] * off - j;
    }
  }
  int bad = 0;
  long sum = 0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < W; j++) {
      bad += b[i][j] != (i + j) % 50 + 17 + 17 * i + 5;
      bad += c[i][j] != (i + j) % 50 * 17 - j;
      sum += b[i][j] + c[i][j];
    }
  printf("firstprivate sum %ld off %d bad %d\n", sum, off, bad);
  return bad != 0;
}
