// firstprivate struct: the whole struct (members of several types) is copied in.
// expect-exit: 0
// expect-stdout:
// | firstprivate struct sum 31150.0 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 200
struct params { int offset; double scale; char tag; long big; };
int main(void) {
  struct params p = {3, 1.5, 'q', 1L << 40};
  double out[N];
  #pragma acc parallel loop firstprivate(p) copyout(out)
  for (int i = 0; i < N; i++)
    out[i] = (i + p.offset) * p.scale + (p.tag == 'q') + (double)(p.big >> 40);
  int bad = 0;
  double s = 0;
  for (int i = 0; i < N; i++) { bad += out[i] != (i + 3) * 1.5 + 2.0; s += out[i]; }
  printf("firstprivate struct sum %.1f bad %d\n", s, bad);
  return bad != 0;
}
