/* The C half of api/048_mixed_c_fortran_kernels.f90, compiled as OpenACC C (`link-with-acc:`):
 * compute constructs on arrays the Fortran half mapped (`present`), data the C half maps
 * with directives for the Fortran half's compute constructs, and a C global array shared with
 * Fortran through BIND(C). */
#include <stddef.h>

double c_table[64];

/* Data a Fortran `enter data` mapped: present here (one present table). */
void c_scale_present(double *a, int n, double f) {
#pragma acc parallel loop present(a[0:n])
  for (int i = 0; i < n; i++) a[i] = a[i] * f + i;
}

/* Maps the C global and fills it on the device; Fortran uses it with `present`. */
void c_map_table(void) {
#pragma acc enter data create(c_table[0:64])
#pragma acc parallel loop present(c_table[0:64])
  for (int i = 0; i < 64; i++) c_table[i] = 0.5 * i;
}

void c_unmap_table(void) {
#pragma acc exit data copyout(c_table[0:64])
}
