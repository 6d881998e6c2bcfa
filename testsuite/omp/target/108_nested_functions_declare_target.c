// Application style: device functions calling each other (a small vector library in a
// begin/end declare target region, a recursive helper, a function taking a pointer to a
// structure), called from kernels in functions that take arrays of structures.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | out[3] 21.0 out[N-1] 261128.0 sum 44614320.0
#include <math.h>
#include <stdio.h>

typedef struct {
  double x, y, z;
} vec3;

#pragma omp declare target
static vec3 vadd(vec3 a, vec3 b) { return (vec3){a.x + b.x, a.y + b.y, a.z + b.z}; }
static double vdot(const vec3 *a, const vec3 *b) { return a->x * b->x + a->y * b->y + a->z * b->z; }
static int ipow(int b, int e) { return e == 0 ? 1 : b * ipow(b, e - 1); }
#pragma omp end declare target

#define N 512

static void combine(const vec3 *p, const vec3 *q, double *out, int n) {
#pragma omp target teams distribute parallel for map(to: p[0:n], q[0:n]) map(from: out[0:n])
  for (int i = 0; i < n; i++) {
    vec3 s = vadd(p[i], q[i]);
    out[i] = vdot(&s, &s) + ipow(2, i % 5);
  }
}

int main(void) {
  static vec3 p[N], q[N];
  static double out[N];
  for (int i = 0; i < N; i++) {
    p[i] = (vec3){i, 1, 0};
    q[i] = (vec3){0, 1, i % 3};
  }
  combine(p, q, out, N);
  double s = 0;
  for (int i = 0; i < N; i++) s += out[i];
  printf("out[3] %.1f out[N-1] %.1f sum %.1f\n", out[3], out[N - 1], s);
  return 0;
}
