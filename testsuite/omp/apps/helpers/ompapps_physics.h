#ifndef OMPAPPS_PHYSICS_H
#define OMPAPPS_PHYSICS_H
#define NCOEF 6
#pragma omp declare target
extern double coeffs[NCOEF];
extern int table_ready;
double flux(double left, double right, double c);
double poly(double x);
#pragma omp end declare target
void init_coeffs(void);
#endif
