// N-body forces: each body's acceleration by a parallel loop with private temporaries,
// a leapfrog step, and the kinetic energy by reduction.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | kinetic energy 5.592810e+00 pos[0] 0.999977 0.000069
#include <stdio.h>
#include <math.h>
#include <omp.h>

#define NB 256

typedef struct { double x, y, z; } vec3;

static void forces(const vec3 *pos, const double *m, vec3 *acc) {
#pragma omp parallel for schedule(static)
  for (int i = 0; i < NB; i++) {
    vec3 a = {0, 0, 0};
    for (int j = 0; j < NB; j++) {
      if (j == i) continue;
      double dx = pos[j].x - pos[i].x, dy = pos[j].y - pos[i].y, dz = pos[j].z - pos[i].z;
      double r2 = dx * dx + dy * dy + dz * dz + 0.01;
      double inv = m[j] / (r2 * sqrt(r2));
      a.x += dx * inv; a.y += dy * inv; a.z += dz * inv;
    }
    acc[i] = a;
  }
}

int main(void) {
  static vec3 pos[NB], vel[NB], acc[NB];
  static double m[NB];
  for (int i = 0; i < NB; i++) {
    pos[i] = (vec3){cos(i * 0.1) * (1 + i % 7), sin(i * 0.1) * (1 + i % 5), (i % 11) * 0.1};
    vel[i] = (vec3){0, 0, 0};
    m[i] = 1.0 + (i % 3);
  }
  for (int step = 0; step < 5; step++) {
    forces(pos, m, acc);
#pragma omp parallel for
    for (int i = 0; i < NB; i++) {
      vel[i].x += 0.001 * acc[i].x; vel[i].y += 0.001 * acc[i].y; vel[i].z += 0.001 * acc[i].z;
      pos[i].x += 0.001 * vel[i].x; pos[i].y += 0.001 * vel[i].y; pos[i].z += 0.001 * vel[i].z;
    }
  }
  double ke = 0.0;
#pragma omp parallel for reduction(+:ke)
  for (int i = 0; i < NB; i++)
    ke += 0.5 * m[i] * (vel[i].x * vel[i].x + vel[i].y * vel[i].y + vel[i].z * vel[i].z);
  printf("kinetic energy %.6e pos[0] %.6f %.6f\n", ke, pos[0].x, pos[0].y);
  return 0;
}
