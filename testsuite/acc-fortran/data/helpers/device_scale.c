/* A "device library" for host_data tests: scales n doubles in place at the address it is
 * given (under host_data use_device that is the device copy). */
void device_scale(double *d, int n, double f) {
  for (int i = 0; i < n; i++) d[i] *= f;
}
