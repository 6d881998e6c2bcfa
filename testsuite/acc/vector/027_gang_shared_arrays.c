// Gang-private arrays and structs written in vector loops and read outside them: the threads
// of a gang share one copy (on the GPU in shared memory), so a vector loop sees the elements
// another thread wrote in the loop before, and gang-redundant code sees the whole array.
// expect-exit: 0
// expect-stdout:
// | rows 300 bad 0 checksum 58373
#include <stdio.h>
#define R 300
#define C 257
struct stats { int lo, hi; long sum[4]; };
static int a[R][C], b[R][C];
static long row[R];
static int span[R];

int main(void) {
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      a[r][c] = (r * 31 + c * 17) % 101 - 50;
  #pragma acc parallel loop gang copyin(a) copyout(b, row, span)
  for (int r = 0; r < R; r++) {
    int tmp[C];
    struct stats st;
    st.lo = 1000; st.hi = -1000;
    for (int k = 0; k < 4; k++) st.sum[k] = 0;
    #pragma acc loop vector
    for (int c = 0; c < C; c++) tmp[c] = a[r][c] * 2;
    // Reads of elements that other threads wrote.
    #pragma acc loop vector
    for (int c = 0; c < C; c++) b[r][c] = tmp[C - 1 - c] - tmp[c] / 2;
    #pragma acc loop vector
    for (int k = 0; k < 4; k++) {
      long s = 0;
      for (int c = k; c < C; c += 4) s += tmp[c];
      st.sum[k] = s;
    }
    // Gang-redundant code reads the shared copy.
    for (int c = 0; c < C; c++) {
      if (tmp[c] < st.lo) st.lo = tmp[c];
      if (tmp[c] > st.hi) st.hi = tmp[c];
    }
    row[r] = st.sum[0] + st.sum[1] + st.sum[2] + st.sum[3];
    span[r] = st.hi - st.lo;
  }
  int bad = 0;
  long check = 0;
  for (int r = 0; r < R; r++) {
    long s = 0;
    int lo = 1000, hi = -1000;
    for (int c = 0; c < C; c++) {
      int t = a[r][c] * 2;
      s += t;
      lo = t < lo ? t : lo;
      hi = t > hi ? t : hi;
      int e = a[r][C - 1 - c] * 2 - a[r][c];
      bad += b[r][c] != e;
      check += b[r][c] * (c % 7);
    }
    bad += row[r] != s || span[r] != hi - lo;
    check += row[r] + span[r];
  }
  printf("rows %d bad %d checksum %ld\n", R, bad, check);
  return bad != 0;
}
