// The 5.0 device-modifier of the 'device' clause (OpenMP 5.0 §2.12.5):
// `device(device_num: n)` names device n as `device(n)` does, on every construct that takes
// the clause. The OpenMP_VV form (test_target_teams_device: a loop over the devices) and the
// application's (the device number from a routine, an expression with a conditional).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | target teams: sum 4950
// | data regions: a[99] 200
// | update: b[10] 21
// | conditional: c[3] 4
// | initial device: on host 1
// | devices: 0 errors
#include <omp.h>
#include <stdio.h>

#define N 100

static int pick(int n) { return n > 1 ? omp_get_default_device() : omp_get_initial_device(); }

int main(void) {
  int a[N], b[N], c[N];
  int sum = 0;
  int dev = omp_get_default_device();
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = 0;
    c[i] = 0;
  }
#pragma omp target teams map(to: a) map(tofrom: sum) device(device_num: dev) reduction(+: sum)
  {
    if (omp_get_team_num() == 0)
      for (int i = 0; i < N; i++)
        sum += a[i];
  }
  printf("target teams: sum %d\n", sum);

#pragma omp target enter data map(to: a) device(device_num: dev)
#pragma omp target data map(tofrom: b) device(device_num: pick(N))
  {
#pragma omp target device(device_num: dev)
    for (int i = 0; i < N; i++)
      a[i] *= 2;
  }
#pragma omp target exit data map(from: a) device(device_num: dev)
  a[N - 1] += 2;
  printf("data regions: a[99] %d\n", a[N - 1]);

#pragma omp target data map(to: b) device(device_num: dev)
  {
#pragma omp target device(device_num: dev)
    for (int i = 0; i < N; i++)
      b[i] = 2 * i + 1;
#pragma omp target update from(b) device(device_num: dev)
  }
  printf("update: b[10] %d\n", b[10]);

#pragma omp target map(tofrom: c) device(device_num: N > 1 ? dev : 0)
  for (int i = 0; i < N; i++)
    c[i] = i + 1;
  printf("conditional: c[3] %d\n", c[3]);

  int host = 0;
#pragma omp target map(from: host) device(device_num: omp_get_initial_device())
  host = omp_is_initial_device();
  printf("initial device: on host %d\n", host);

  int ndev = omp_get_num_devices(), errors = 0;
  for (int d = 0; d < ndev; d++) {
    int x = -1;
#pragma omp target map(from: x) device(device_num: d)
    x = omp_is_initial_device();
    errors += x != 0;
  }
  printf("devices: %d errors\n", errors);
  return 0;
}
