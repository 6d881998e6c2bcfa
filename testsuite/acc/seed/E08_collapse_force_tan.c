// Seed 3.3 §8 E8 (spec §2.9.1, L2049-2061): parallel loop collapse(force:2) with
// `tanI = tan(a[i])` between the loops; the intervening code may run more than once, the result
// equals the serial one. The listing's `{ }` around the nest breaks "loop immediately follows"
// (seed §10.11), so the nest follows the directive directly here.
// expect-from: hand (gcc 12 lacks the force modifier of collapse)
// expect-exit: 0
// expect-stdout:
// | E8 sum -48.238734
#include <stdio.h>
#include <math.h>
#include <openacc.h>
#define N 10
int main(void) {
  static double a[360], out[360][N];
  for (int i = 0; i < 360; i++) a[i] = (i - 180) * 0.004;
  #pragma acc parallel loop collapse(force:2) copyin(a) copyout(out)
  for (int i = 0; i < 360; i++) {
    double tanI = tan(a[i]);
    for (int j = 0; j < N; j++) out[i][j] = tanI * (j + 1);
  }
  double s = 0;
  for (int i = 0; i < 360; i++) for (int j = 0; j < N; j++) s += out[i][j];
  printf("E8 sum %.6f\n", s);
  return 0;
}
