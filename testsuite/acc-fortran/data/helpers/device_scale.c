/* A "device library" for host_data tests, compiled as OpenACC C (`link-with-acc:`): it scales
 * n doubles in place at the device address it is given (under host_data use_device, the
 * device copy), in a compute construct that takes the address as a device pointer
 * (OpenACC 3.3 §2.7.5 deviceptr). A plain host loop here would dereference a device address
 * on the host, which only works on the host device. */
void device_scale(double *d, int n, double f) {
#pragma acc parallel loop deviceptr(d)
  for (int i = 0; i < n; i++) d[i] *= f;
}
