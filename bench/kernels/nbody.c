/* All-pairs gravitational n-body with softening (sqrt), leapfrog steps, self-checking. */
#include <math.h>
#include <stdio.h>

#define BODIES 1000
#define STEPS 100

struct body { double x, y, z, vx, vy, vz, m; };
static struct body b[BODIES];

static double energy(void) {
    double e = 0.0;
    for (int i = 0; i < BODIES; i++) {
        e += 0.5 * b[i].m * (b[i].vx * b[i].vx + b[i].vy * b[i].vy + b[i].vz * b[i].vz);
        for (int j = i + 1; j < BODIES; j++) {
            double dx = b[i].x - b[j].x, dy = b[i].y - b[j].y, dz = b[i].z - b[j].z;
            e -= b[i].m * b[j].m / sqrt(dx * dx + dy * dy + dz * dz + 0.01);
        }
    }
    return e;
}

int main(void) {
    unsigned int s = 42u;
    for (int i = 0; i < BODIES; i++) {
        s = s * 1664525u + 1013904223u; b[i].x = (double)(s >> 8) / 16777216.0 - 0.5;
        s = s * 1664525u + 1013904223u; b[i].y = (double)(s >> 8) / 16777216.0 - 0.5;
        s = s * 1664525u + 1013904223u; b[i].z = (double)(s >> 8) / 16777216.0 - 0.5;
        b[i].vx = b[i].vy = b[i].vz = 0.0;
        b[i].m = 1.0 / BODIES;
    }
    double e0 = energy();
    double dt = 0.001;
    for (int step = 0; step < STEPS; step++) {
        for (int i = 0; i < BODIES; i++) {
            double ax = 0.0, ay = 0.0, az = 0.0;
            for (int j = 0; j < BODIES; j++) {
                double dx = b[j].x - b[i].x, dy = b[j].y - b[i].y, dz = b[j].z - b[i].z;
                double r2 = dx * dx + dy * dy + dz * dz + 0.01;
                double inv = 1.0 / (r2 * sqrt(r2));
                ax += b[j].m * dx * inv; ay += b[j].m * dy * inv; az += b[j].m * dz * inv;
            }
            b[i].vx += dt * ax; b[i].vy += dt * ay; b[i].vz += dt * az;
        }
        for (int i = 0; i < BODIES; i++) {
            b[i].x += dt * b[i].vx; b[i].y += dt * b[i].vy; b[i].z += dt * b[i].vz;
        }
    }
    double e1 = energy();
    double drift = fabs((e1 - e0) / e0);
    if (!(drift < 1e-3)) { printf("nbody: energy drift %g\n", drift); return 1; }
    double sum = 0.0;
    /* Squares: a plain sum of positions is conserved (centre of mass) and checks nothing. */
    for (int i = 0; i < BODIES; i++) sum += b[i].x * b[i].x + 2.0 * b[i].y * b[i].y + 3.0 * fabs(b[i].vz);
    printf("checksum %.12e %.12e\n", sum, e1);
    return 0;
}
