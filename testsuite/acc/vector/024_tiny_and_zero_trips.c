// Inner vector loops with trip counts 1 and 0 (constant and per-row), and a parallel loop with zero iterations (with and without a reduction).
// expect-exit: 0
// expect-stdout:
// | tiny trips sum 192943 r 42 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 257
static int a[R], b[R], c[R], z[R];
int main(int argc, char **argv) {
  (void)argv;
  int zero = argc - 1, one = argc;
  for (int i = 0; i < R; i++) { a[i] = 5; b[i] = 7; c[i] = 9; z[i] = 11; }
  #pragma acc parallel loop gang copy(a, b, c)
  for (int i = 0; i < R; i++) {
    a[i] = i;
    #pragma acc loop vector
    for (int j = 0; j < 1; j++) a[i] += 100 + j;
    #pragma acc loop vector
    for (int j = 0; j < zero; j++) a[i] += 1000;
    #pragma acc loop vector
    for (int j = 0; j < one; j++) b[i] = a[i] * 2;
    int s = 3;
    #pragma acc loop vector reduction(+:s)
    for (int j = 0; j < (i & 1); j++) s += i;
    c[i] = s;
  }
  #pragma acc parallel loop copy(z)
  for (int i = 0; i < zero; i++) z[i] = -1;
  int r = 42;
  #pragma acc parallel loop gang vector reduction(+:r) copyin(z)
  for (int i = R; i < R - 1 + zero; i++) r += z[i - R];
  int bad = 0;
  long sum = 0;
  for (int i = 0; i < R; i++) {
    bad += (a[i] != i + 100) + (b[i] != 2 * (i + 100)) + (c[i] != 3 + ((i & 1) ? i : 0)) + (z[i] != 11);
    sum += a[i] + b[i] + c[i];
  }
  bad += r != 42;
  printf("tiny trips sum %ld r %d bad %d\n", sum, r, bad);
  return bad != 0;
}
