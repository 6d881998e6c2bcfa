// Device routines (OpenMP 4.5 §3.2.31–§3.2.36, §3.5): omp_get_num_devices, omp_get_initial_device, omp_get_default_device, omp_set_default_device, omp_is_initial_device on the host and in target regions, omp_get_device_num; the answers agree with each other whatever the machine.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | num_devices >= 0: 1
// | initial device is a valid number: 1
// | default device valid: 1
// | host is the initial device: 1
// | target ran on the initial device exactly when there is no device: 1
// | device number consistent: 1
// | set_default_device(initial): 1
// | target on the initial device: 1
// | restored: 1
#include <omp.h>
#include <stdio.h>

int main(void) {
  int ndev = omp_get_num_devices();
  int initial = omp_get_initial_device();
  int def = omp_get_default_device();
  printf("num_devices >= 0: %d\n", ndev >= 0);
  printf("initial device is a valid number: %d\n", initial >= 0 || initial == -1 || initial == ndev);
  printf("default device valid: %d\n", def >= 0 && (def <= ndev));
  printf("host is the initial device: %d\n", omp_is_initial_device());
  int in_target = -1, devnum = -2;
#pragma omp target map(from: in_target, devnum)
  {
    in_target = omp_is_initial_device();
    devnum = omp_get_device_num();
  }
  printf("target ran on the initial device exactly when there is no device: %d\n",
         in_target == (ndev == 0 || def == initial));
  printf("device number consistent: %d\n", in_target ? devnum == initial || devnum == def : devnum >= 0);
  omp_set_default_device(initial);
  printf("set_default_device(initial): %d\n", omp_get_default_device() == initial);
  int on_host = 0;
#pragma omp target map(from: on_host)
  on_host = omp_is_initial_device();
  printf("target on the initial device: %d\n", on_host);
  omp_set_default_device(def);
  printf("restored: %d\n", omp_get_default_device() == def);
  return 0;
}
