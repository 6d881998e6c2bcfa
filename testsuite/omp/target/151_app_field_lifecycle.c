// A simulation code's device data lifecycle, written as applications are: an init function
// enters the fields (`target enter data`, count 1), a time loop calls kernels that map the
// fields again (found present: no copies, counts back to 1 after each), a diagnostic
// function copies one field out with `target update from` every few steps, and a finalize
// function copies the result out and deletes the rest. omp_target_is_present confirms the
// fields stay on the device between steps and are gone after finalize (on a device that
// is not the host). Functions without prototypes; the time from omp_get_wtime is not printed.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | step 0 energy 5625216.000000
// | step 4 energy 5625216.000000
// | step 8 energy 5625216.000000
// | present between steps: yes
// | mass 32896.000000 u[0] 11.000000 u[255] 10.000000
// | after finalize: consistent
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static void fields_init(u, v, n)
double *u, *v;
int n;
{
#pragma omp target enter data map(to: u[0:n]) map(alloc: v[0:n])
}

static void step(u, v, n)
double *u, *v;
int n;
{
#pragma omp target teams distribute parallel for map(tofrom: u[0:n], v[0:n])
  for (int i = 0; i < n; i++) v[i] = u[(i + 1) % n];
#pragma omp target teams distribute parallel for map(tofrom: u[0:n], v[0:n])
  for (int i = 0; i < n; i++) u[i] = v[i];
}

static double energy(u, n)
double *u;
int n;
{
#pragma omp target update from(u[0:n])
  double e = 0;
  for (int i = 0; i < n; i++) e += u[i] * u[i];
  return e;
}

static void fields_finalize(u, v, n)
double *u, *v;
int n;
{
#pragma omp target exit data map(from: u[0:n]) map(delete: v[0:n])
}

int main(void) {
  int n = 256, dev = omp_get_default_device();
  int separate = dev != omp_get_initial_device();
  double *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v);
  for (int i = 0; i < n; i++) u[i] = i + 1;
  double t0 = omp_get_wtime();
  fields_init(u, v, n);
  int present = 1;
  for (int s = 0; s < 10; s++) {
    if (s % 4 == 0) printf("step %d energy %f\n", s, energy(u, n));
    step(u, v, n);
    present &= omp_target_is_present(u, dev) && omp_target_is_present(v, dev);
  }
  printf("present between steps: %s\n", present ? "yes" : "no");
  fields_finalize(u, v, n);
  double mass = 0;
  for (int i = 0; i < n; i++) mass += u[i];
  printf("mass %f u[0] %f u[255] %f\n", mass, u[0], u[255]);
  printf("after finalize: %s\n", !separate || (!omp_target_is_present(u, dev) && !omp_target_is_present(v, dev)) ? "consistent" : "still there");
  if (omp_get_wtime() < t0) printf("clock went backwards\n");
  free(u);
  free(v);
  return 0;
}
