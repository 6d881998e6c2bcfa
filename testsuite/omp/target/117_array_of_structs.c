// Application style: particles as an array of structures with fixed-size array members, mapped
// as a section of the array, advanced by a kernel in a function taking the array and its
// length, with the kinetic energy reduced on the device.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | p[5]: pos 1.0000 0.0000 -5.4844 vel_z -9.7500 id 5
// | kinetic energy 36023.4375
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  double pos[3], vel[3];
  double mass;
  int id;
} particle;

static void advance(particle *p, int n, double dt, int steps) {
#pragma omp target data map(tofrom: p[0:n])
  for (int s = 0; s < steps; s++) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      for (int d = 0; d < 3; d++) {
        p[i].vel[d] += dt * (d == 2 ? -9.75 : 0.0);
        p[i].pos[d] += dt * p[i].vel[d];
      }
  }
}

static double kinetic(const particle *p, int n) {
  double e = 0;
#pragma omp target teams distribute parallel for map(to: p[0:n]) reduction(+: e)
  for (int i = 0; i < n; i++)
    e += 0.5 * p[i].mass * (p[i].vel[0] * p[i].vel[0] + p[i].vel[1] * p[i].vel[1] +
                            p[i].vel[2] * p[i].vel[2]);
  return e;
}

int main(void) {
  int n = 300;
  particle *p = malloc(n * sizeof(particle));
  for (int i = 0; i < n; i++) {
    for (int d = 0; d < 3; d++) {
      p[i].pos[d] = 0.0;
      p[i].vel[d] = d == 0 ? 1.0 : 0.0;
    }
    p[i].mass = 1.0 + (i % 4);
    p[i].id = i;
  }
  advance(p, n, 0.125, 8);
  printf("p[5]: pos %.4f %.4f %.4f vel_z %.4f id %d\n", p[5].pos[0], p[5].pos[1], p[5].pos[2],
         p[5].vel[2], p[5].id);
  printf("kinetic energy %.4f\n", kinetic(p, n));
  free(p);
  return 0;
}
