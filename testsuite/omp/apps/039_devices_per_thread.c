// A code that spreads work over the available devices: `omp_get_num_devices` (none: the
// initial device, `omp_get_initial_device`), one host thread per device in a `parallel`
// region, each offloading its block of the array with `device(d)` in `target teams
// distribute parallel for` regions (a reduction per block, summed under `atomic`), with
// `omp_is_initial_device` checked inside each region and `#ifdef _OPENMP` guards, as codes
// that also build without OpenMP keep them.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | total 119400.0000 check 119400.0000 consistent 1
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

static double block_work(double *a, long lo, long hi, int dev, int *on_host) {
  double s = 0.0;
  int host = 0;
#pragma omp target teams distribute parallel for device(dev) map(tofrom: a[lo:hi - lo]) \
    reduction(+: s) reduction(max: host)
  for (long i = lo; i < hi; i++) {
    a[i] = a[i] * 2.0 + 1.0;
    s += a[i];
#ifdef _OPENMP
    host = host > omp_is_initial_device() ? host : omp_is_initial_device();
#endif
  }
  *on_host = host;
  return s;
}

int main(void) {
  long n = 60000;
  double *a = malloc(n * sizeof *a);
  for (long i = 0; i < n; i++)
    a[i] = (double)(i % 100) / 100.0;
  int ndev = 0, first = 0;
#ifdef _OPENMP
  ndev = omp_get_num_devices();
  first = ndev > 0 ? 0 : omp_get_initial_device();
#endif
  int nwork = ndev > 0 ? ndev : 1;
  double total = 0.0;
  int any_host_mismatch = 0;
#pragma omp parallel for num_threads(nwork) reduction(+: total) reduction(|: any_host_mismatch)
  for (int w = 0; w < nwork; w++) {
    long lo = n * w / nwork, hi = n * (w + 1) / nwork;
    int dev = ndev > 0 ? w : first, on_host;
    total += block_work(a, lo, hi, dev, &on_host);
    /* on the initial device the region ran on the host */
    any_host_mismatch |= (ndev == 0 && !on_host);
  }
  double check = 0.0;
  for (long i = 0; i < n; i++)
    check += a[i];
  printf("total %.4f check %.4f consistent %d\n", total, check, !any_host_mismatch);
  free(a);
  return 0;
}
