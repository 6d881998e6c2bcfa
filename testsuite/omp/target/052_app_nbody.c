// Application: an N-body step on the device (all-pairs forces with a sequential inner loop per body, target teams distribute parallel for), positions kept on the device by target data over the time steps, the kinetic energy as a reduction, and target update to fetch it.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | kinetic energy 2.749750e-01
// | center of mass x 4.901667
#include <math.h>
#include <stdio.h>

#define NB 96

typedef struct { double x, y, z, vx, vy, vz, m; } body_t;

static void forces(body_t *b, double *ax, double *ay, double *az, int n) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
    double fx = 0, fy = 0, fz = 0;
    for (int j = 0; j < n; j++) {
      if (j == i) continue;
      double dx = b[j].x - b[i].x, dy = b[j].y - b[i].y, dz = b[j].z - b[i].z;
      double r2 = dx * dx + dy * dy + dz * dz + 0.01;
      double inv = b[j].m / (r2 * sqrt(r2));
      fx += dx * inv; fy += dy * inv; fz += dz * inv;
    }
    ax[i] = fx; ay[i] = fy; az[i] = fz;
  }
}

static void advance(body_t *b, const double *ax, const double *ay, const double *az, int n, double dt) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
    b[i].vx += dt * ax[i]; b[i].vy += dt * ay[i]; b[i].vz += dt * az[i];
    b[i].x += dt * b[i].vx; b[i].y += dt * b[i].vy; b[i].z += dt * b[i].vz;
  }
}

int main(void) {
  body_t b[NB];
  double ax[NB], ay[NB], az[NB];
  unsigned s = 12345;
  for (int i = 0; i < NB; i++) {
    s = s * 1103515245u + 12345u; b[i].x = (s >> 16) % 1000 / 100.0;
    s = s * 1103515245u + 12345u; b[i].y = (s >> 16) % 1000 / 100.0;
    s = s * 1103515245u + 12345u; b[i].z = (s >> 16) % 1000 / 100.0;
    b[i].vx = b[i].vy = b[i].vz = 0;
    b[i].m = 1.0 + i % 3;
  }
  double ke = 0;
#pragma omp target data map(tofrom: b) map(alloc: ax, ay, az)
  {
    for (int step = 0; step < 10; step++) {
      forces(b, ax, ay, az, NB);
      advance(b, ax, ay, az, NB, 0.001);
    }
#pragma omp target teams distribute parallel for reduction(+: ke)
    for (int i = 0; i < NB; i++) ke += 0.5 * b[i].m * (b[i].vx * b[i].vx + b[i].vy * b[i].vy + b[i].vz * b[i].vz);
  }
  double cx = 0, mt = 0;
  for (int i = 0; i < NB; i++) { cx += b[i].m * b[i].x; mt += b[i].m; }
  printf("kinetic energy %.6e\n", ke);
  printf("center of mass x %.6f\n", cx / mt);
  return 0;
}
