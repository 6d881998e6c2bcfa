// A small N-body simulation (leapfrog), arrays of structs with double fields and sqrt.
// expect-exit: 0
// expect-stdout:
// | e0 = -0.698051295
// | step 500 e = -0.698287281 x1 = -0.055124259
// | step 1000 e = -0.697875526 x1 = -0.618911459
// | step 1500 e = -0.697957955 x1 = 0.801321071
// | step 2000 e = -0.698213211 x1 = 0.543247391
#include <stdio.h>
#include <math.h>

struct body { double x, y, z, vx, vy, vz, m; };

static double energy(const struct body *b, int n) {
    double e = 0;
    for (int i = 0; i < n; i++) {
        e += 0.5 * b[i].m * (b[i].vx * b[i].vx + b[i].vy * b[i].vy + b[i].vz * b[i].vz);
        for (int j = i + 1; j < n; j++) {
            double dx = b[i].x - b[j].x, dy = b[i].y - b[j].y, dz = b[i].z - b[j].z;
            e -= b[i].m * b[j].m / sqrt(dx * dx + dy * dy + dz * dz);
        }
    }
    return e;
}

static void step(struct body *b, int n, double dt) {
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            double dx = b[i].x - b[j].x, dy = b[i].y - b[j].y, dz = b[i].z - b[j].z;
            double d2 = dx * dx + dy * dy + dz * dz;
            double mag = dt / (d2 * sqrt(d2));
            b[i].vx -= dx * b[j].m * mag; b[i].vy -= dy * b[j].m * mag; b[i].vz -= dz * b[j].m * mag;
            b[j].vx += dx * b[i].m * mag; b[j].vy += dy * b[i].m * mag; b[j].vz += dz * b[i].m * mag;
        }
    for (int i = 0; i < n; i++) { b[i].x += dt * b[i].vx; b[i].y += dt * b[i].vy; b[i].z += dt * b[i].vz; }
}

int main(void) {
    struct body b[4] = {
        {0, 0, 0, 0, 0, 0, 10},
        {1, 0, 0, 0, 3, 0, 0.1},
        {0, 2, 0, -2.2, 0, 0.1, 0.05},
        {-3, 0, 0.5, 0, -1.8, 0, 0.01},
    };
    printf("e0 = %.9f\n", energy(b, 4));
    for (int s = 1; s <= 2000; s++) {
        step(b, 4, 0.001);
        if (s % 500 == 0) printf("step %d e = %.9f x1 = %.9f\n", s, energy(b, 4), b[1].x);
    }
    return 0;
}
