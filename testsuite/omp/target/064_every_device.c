// Every device number (OpenMP 4.5 §2.10, §3.2.31): a loop over 0 … omp_get_num_devices() (the last being the initial device) runs a target region with device(d), enters and exits data there, and omp_target_alloc/omp_target_free on each; the results agree whatever the number of devices.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | every device ran: yes
// | initial device region on the host: yes
#include <omp.h>
#include <stdio.h>

int main(void) {
  int nd = omp_get_num_devices();
  long expect = 0, got = 0;
  int on_host_ok = 1;
  for (int d = 0; d <= nd; d++) {
    int r = -1, host = -1;
    int a[16];
    for (int i = 0; i < 16; i++) a[i] = i;
#pragma omp target enter data map(to: a) device(d)
#pragma omp target teams distribute parallel for map(tofrom: a) device(d)
    for (int i = 0; i < 16; i++) a[i] += d;
#pragma omp target exit data map(from: a) device(d)
#pragma omp target device(d) map(from: r, host)
    {
      r = 1;
      host = omp_is_initial_device();
    }
    if (d == omp_get_initial_device() && !host) on_host_ok = 0;
    int *p = omp_target_alloc(64, d);
    omp_target_free(p, d);
    got += r + a[15];
    expect += 1 + 15 + d;
  }
  printf("every device ran: %s\n", got == expect ? "yes" : "no");
  printf("initial device region on the host: %s\n", on_host_ok ? "yes" : "no");
  return 0;
}
