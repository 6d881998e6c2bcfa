/* Helper of 014_vector_routine_other_file.c, compiled separately: a vector routine with a
   vector reduction, which other files' device code calls through the runtime's device link
   (in one thread of the gang: decision 51). */
#pragma acc routine vector
double vsum(const double *x, int n) {
  double s = 0;
  #pragma acc loop vector reduction(+:s)
  for (int j = 0; j < n; j++) s += x[j];
  return s;
}

/* Called here as well, from a gang loop of this file: every thread of the gang calls it. */
double vsum_rows(const double *a, int rows, int n, double *out) {
  #pragma acc parallel loop gang copyin(a[0:rows * n]) copyout(out[0:rows])
  for (int i = 0; i < rows; i++) out[i] = vsum(a + (long)i * n, n);
  double t = 0;
  for (int i = 0; i < rows; i++) t += out[i];
  return t;
}
