/* The C half of api/185_mixed_c_routine_present.f90, compiled as OpenACC C
 * (`link-with-acc:`): a `routine seq` function the Fortran compute regions call through a
 * BIND(C) interface, a compute construct on data the Fortran half mapped (`present`), and an
 * `enter data`/`exit data` pair for an array the Fortran half then names in `present`. */
#pragma acc routine seq
double c_flux(double l, double r) { return 0.5 * (l + r) - 0.25 * (r - l); }

void c_smooth(const double *a, double *b, int n) {
#pragma acc parallel loop present(a[0:n], b[0:n])
  for (int i = 1; i < n - 1; i++) b[i] = (a[i - 1] + 2 * a[i] + a[i + 1]) / 4;
}

void c_map_weights(double *w, int n) {
  for (int i = 0; i < n; i++) w[i] = 1.0 + (i % 3);
#pragma acc enter data copyin(w[0:n])
}

void c_unmap_weights(double *w, int n) {
#pragma acc exit data delete(w[0:n])
}
