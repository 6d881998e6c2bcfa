// private and firstprivate on target, teams and the combined constructs (OpenMP 4.5 §2.15.3.3–§2.15.3.4): private copies start undefined and are written before use, firstprivate copies start with the host value, arrays and structures included, and the originals stay unchanged.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | target: out[0]=22 out[3]=52 k=3 arr[3]=4 c=5 tmp=-1
// | combined: out[7]=35 out[99]=495
// | teams: out[0]=101 out[50]=151 base=100
#include <stdio.h>

#define N 100

struct cfg { int scale; double shift; };

int main(void) {
  int k = 3, tmp = -1, out[N];
  double arr[4] = {1, 2, 3, 4};
  struct cfg c = {5, 0.5};
#pragma omp target firstprivate(k, arr, c) private(tmp) map(from: out)
  {
    k *= 2;
    for (int i = 0; i < 4; i++) arr[i] *= 10;
    c.scale += 1;
    tmp = k + c.scale;
    for (int i = 0; i < N; i++) out[i] = tmp + (int)arr[i % 4];
  }
  printf("target: out[0]=%d out[3]=%d k=%d arr[3]=%.0f c=%d tmp=%d\n", out[0], out[3], k, arr[3], c.scale, tmp);

#pragma omp target teams distribute parallel for firstprivate(c) private(tmp) map(from: out)
  for (int i = 0; i < N; i++) {
    tmp = i * c.scale;
    out[i] = tmp + (int)c.shift;
  }
  printf("combined: out[7]=%d out[99]=%d\n", out[7], out[99]);

  int base = 100;
#pragma omp target teams num_teams(3) firstprivate(base) map(tofrom: out)
  {
    base += 1; /* each team's own copy */
#pragma omp distribute
    for (int i = 0; i < N; i++) out[i] = base + i;
  }
  printf("teams: out[0]=%d out[50]=%d base=%d\n", out[0], out[50], base);
  return 0;
}
