#include <math.h>
#include <stdio.h>

#define NBODIES 5
#define SOLAR_MASS (4 * M_PI * M_PI)
#define DAYS_PER_YEAR 365.24

struct body { double x[3], v[3], mass; };

static struct body bodies[NBODIES] = {
    { { 0, 0, 0 }, { 0, 0, 0 }, SOLAR_MASS },
    { { 4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01 },
      { 1.66007664274403694e-03 * DAYS_PER_YEAR, 7.69901118419740425e-03 * DAYS_PER_YEAR,
        -6.90460016972063023e-05 * DAYS_PER_YEAR },
      9.54791938424326609e-04 * SOLAR_MASS },
};

static void advance(int n, struct body *b, double dt)
{
    for (int i = 0; i < n; i++) {
        struct body *bi = b + i;
        for (int j = i + 1; j < n; j++) {
            struct body *bj = &b[j];
            double d[3], d2 = 0;
            for (int k = 0; k < 3; k++) {
                d[k] = bi->x[k] - bj->x[k];
                d2 += d[k] * d[k];
            }
            double mag = dt / (d2 * sqrt(d2) + 1e-30);
            for (int k = 0; k < 3; k++) {
                bi->v[k] -= d[k] * bj->mass * mag;
                bj->v[k] += d[k] * bi->mass * mag;
            }
        }
    }
    for (struct body *p = b; p < b + n; p++)
        for (int k = 0; k < 3; k++)
            p->x[k] += dt * p->v[k];
}

static double energy(int n, const struct body *b)
{
    double e = 0.0;
    for (int i = 0; i < n; i++) {
        e += 0.5 * b[i].mass * (b[i].v[0] * b[i].v[0] + b[i].v[1] * b[i].v[1] + b[i].v[2] * b[i].v[2]);
        for (int j = i + 1; j < n; j++) {
            double dx = b[i].x[0] - b[j].x[0], dy = b[i].x[1] - b[j].x[1], dz = b[i].x[2] - b[j].x[2];
            e -= b[i].mass * b[j].mass / sqrt(dx * dx + dy * dy + dz * dz + 1e-30);
        }
    }
    return e;
}

int main(void)
{
    printf("%.9f\n", energy(NBODIES, bodies));
    for (int i = 0; i < 1000; i++)
        advance(NBODIES, bodies, 0.01);
    printf("%.9f\n", energy(NBODIES, bodies));
    return 0;
}
