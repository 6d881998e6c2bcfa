#include <stdlib.h>
#include <stdio.h>

typedef struct {
    size_t n;
    double *restrict x, *restrict y, *restrict z;
    double *restrict vx, *restrict vy, *restrict vz;
    float *mass;
} particles_t;

static int particles_alloc(particles_t *p, size_t n)
{
    p->n = n;
    double **fields[] = { &p->x, &p->y, &p->z, &p->vx, &p->vy, &p->vz };
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        *fields[i] = calloc(n, sizeof(double));
        if (!*fields[i])
            return -1;
    }
    p->mass = malloc(n * sizeof *p->mass);
    return p->mass ? 0 : -1;
}

static void advance(particles_t *p, double dt)
{
    const size_t n = p->n;
    double *restrict x = p->x, *restrict vx = p->vx;
    double *restrict y = p->y, *restrict vy = p->vy;
    double *restrict z = p->z, *restrict vz = p->vz;
#pragma acc parallel loop copy(x[0:n], y[0:n], z[0:n]) copyin(vx[0:n], vy[0:n], vz[0:n])
    for (size_t i = 0; i < n; i++) {
        x[i] += dt * vx[i];
        y[i] += dt * vy[i];
        z[i] += dt * vz[i];
    }
}

int main(void)
{
    particles_t p;
    if (particles_alloc(&p, 1000) != 0)
        return 1;
    for (size_t i = 0; i < p.n; i++) {
        p.vx[i] = 1.0;
        p.mass[i] = 1.0f / (float)(i + 1);
    }
    for (int step = 0; step < 10; step++)
        advance(&p, 0.1);
    printf("%f %f\n", p.x[0], p.mass[9]);
    free(p.x); free(p.y); free(p.z); free(p.vx); free(p.vy); free(p.vz); free(p.mass);
    return 0;
}
