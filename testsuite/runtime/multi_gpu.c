/* Several GPUs: device selection by acc_set_device_num and ACC_DEVICE_NUM, a present table
 * per device (OpenACC 3.3 §2.6.7: presence is per device), and acc_memcpy_d2d between two
 * devices (§3.2.27). Needs two NVIDIA GPUs: exits 77 (skipped) with fewer. */
#include "check.h"

enum { N = 1 << 20 };
static double x[N], y[N];

int main(void) {
  int ngpus = acc_get_num_devices(acc_device_nvidia);
  if (ngpus < 2) {
    printf("multi_gpu: %d NVIDIA GPU(s), needs 2: skipped\n", ngpus);
    return 77;
  }
  const char *env = getenv("ACC_DEVICE_NUM");
  int start = env ? atoi(env) : 0;
  CHECK(acc_get_device_num(acc_device_nvidia) == start);

  for (int i = 0; i < N; i++) x[i] = 0.5 * i;

  /* x lives on device 0 only, y on device 1 only. */
  acc_set_device_num(0, acc_device_nvidia);
  CHECK(acc_get_device_num(acc_device_nvidia) == 0);
  double *x0 = acc_copyin(x, sizeof x);
  CHECK(x0 != NULL && acc_is_present(x, sizeof x));
  acc_set_device_num(1, acc_device_nvidia);
  CHECK(acc_get_device_num(acc_device_nvidia) == 1);
  CHECK(!acc_is_present(x, sizeof x));
  double *y1 = acc_create(y, sizeof y);
  CHECK(y1 != NULL && acc_is_present(y, sizeof y));

  /* Device 0's copy of x into device 1's copy of y (host addresses name the data). */
  acc_memcpy_d2d(y, x, sizeof x, 1, 0);
  acc_update_self(y, sizeof y); /* current device is 1 */
  int wrong = 0;
  for (int i = 0; i < N; i++) wrong += y[i] != 0.5 * i;
  CHECK(wrong == 0);

  /* Async d2d on device 1's queue 3, the other way round after changing y on device 1. */
  for (int i = 0; i < N; i++) y[i] = -1.0 * i;
  acc_update_device(y, sizeof y);
  acc_memcpy_d2d_async(x, y, sizeof y, 0, 1, 3);
  acc_wait(3);
  acc_set_device_num(0, acc_device_nvidia);
  CHECK(!acc_is_present(y, sizeof y));
  acc_copyout(x, sizeof x);
  wrong = 0;
  for (int i = 0; i < N; i++) wrong += x[i] != -1.0 * i;
  CHECK(wrong == 0);

  acc_set_device_num(1, acc_device_nvidia);
  acc_delete(y, sizeof y);
  CHECK(!acc_is_present(y, sizeof y));
  DONE();
}
