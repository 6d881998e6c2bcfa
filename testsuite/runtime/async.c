/* Async queues and waits (OpenACC 3.3 §2.16, §3.2.9–§3.2.16), the async data routines and
 * the CUDA interop routines (§A.2.1). */
#include "check.h"

enum { N = 1 << 16 };
static float x[N], y[N], z[N], back[N];

int main(void) {
  int disc = is_discrete();
  int gpu = acc_get_device_type() == acc_device_nvidia;
  for (int i = 0; i < N; i++) x[i] = (float)i;

  CHECK(acc_get_default_async() == acc_async_noval);
  acc_set_default_async(3);
  CHECK(acc_get_default_async() == 3);
  acc_set_default_async(acc_async_noval);
  CHECK(acc_get_default_async() == acc_async_noval);
  /* §3.2.17: acc_async_default restores the initial value; as an async argument it names
   * the default queue (NVIDIA HPC SDK value -3, distinct from the other two). */
  CHECK(acc_async_default == -3 && acc_async_default != acc_async_noval &&
        acc_async_default != acc_async_sync);
  acc_set_default_async(6);
  acc_set_default_async(acc_async_default);
  CHECK(acc_get_default_async() == acc_async_noval);

  /* A chain on queue 1: copyin, device-side overwrite, update self, all ordered. */
  acc_copyin_async(x, sizeof x, 1);
  acc_create_async(y, sizeof y, 1);
  float *dx = acc_deviceptr(x);
  float *dy = acc_deviceptr(y);
  CHECK(dx != NULL && dy != NULL);
  acc_memcpy_device_async(dy, dx, sizeof x, 1);
  acc_update_self_async(y, sizeof y, 1);
  acc_wait(1);
  CHECK(y[N - 1] == (float)(N - 1));
  CHECK(acc_async_test(1) == 1);
  CHECK(acc_async_test_device(1, 0) == 1);
  CHECK(acc_async_test_all() == 1);
  CHECK(acc_async_test_all_device(0) == 1);
  CHECK(acc_async_test(acc_async_sync) == 1);
  CHECK(acc_async_test(42) == 1); /* never used: nothing pending */

  /* Cross-queue ordering: queue 2 waits for queue 1 without blocking the host. */
  for (int i = 0; i < N; i++) x[i] = 2.0f * i;
  acc_update_device_async(x, sizeof x, 1);
  acc_wait_async(1, 2);
  acc_memcpy_device_async(dy, dx, sizeof x, 2);
  acc_update_self_async(y, sizeof y, 2);
  acc_wait(2);
  CHECK(y[N - 1] == 2.0f * (N - 1));

  /* wait_all_async: queue 4 waits for every queue. */
  acc_memcpy_to_device_async(dx, z, sizeof z, 1); /* zeros */
  acc_wait_all_async(4);
  acc_memcpy_from_device_async(back, dx, sizeof back, 4);
  acc_wait_device(4, 0);
  CHECK(back[N - 1] == 0.0f);

  acc_wait_device_async(1, 5, 0);
  acc_wait_all_device_async(5, 0);
  acc_wait_all_device(0);
  acc_async_wait(5);
  acc_async_wait_all();
  acc_wait_all();

  int qs[3] = {acc_async_sync, 1, 2};
  int k = acc_wait_any(3, qs);
  CHECK(k == 1 || k == 2);
  k = acc_wait_any_device(3, qs, 0);
  CHECK(k == 1 || k == 2);
  int only_sync[1] = {acc_async_sync};
  CHECK(acc_wait_any(1, only_sync) == -1);

  /* Async data routines with the default queue (acc_async_noval). */
  acc_copyout_async(y, sizeof y, acc_async_noval);
  acc_delete_async(x, sizeof x, acc_async_noval);
  acc_wait(acc_async_noval);
  if (disc) CHECK(!acc_is_present(x, sizeof x) && !acc_is_present(y, sizeof y));
  /* ... and with acc_async_default, which names the same queue. */
  acc_copyin_async(x, sizeof x, acc_async_default);
  acc_delete_async(x, sizeof x, acc_async_default);
  acc_wait(acc_async_default);
  CHECK(acc_async_test(acc_async_default) == 1);
  if (disc) CHECK(!acc_is_present(x, sizeof x));
  acc_copyin_async(z, sizeof z, 7);
  acc_copyin_async(z, sizeof z, 7);
  acc_copyout_finalize_async(z, sizeof z, 7);
  acc_create_async(back, sizeof back, 8);
  acc_delete_finalize_async(back, sizeof back, 8);
  acc_wait_all();
  if (disc) CHECK(!acc_is_present(z, sizeof z) && !acc_is_present(back, sizeof back));

  /* d2d async and raw async copies (x was zeroed through its device copy above, which on
   * shared memory is x itself). */
  for (int i = 0; i < N; i++) x[i] = 2.0f * i;
  float *da = acc_copyin(x, sizeof x);
  acc_copyin(y, sizeof y);
  acc_memcpy_d2d_async(y, x, sizeof x, 0, 0, 3);
  acc_update_self_async(y, sizeof y, 3);
  acc_wait(3);
  CHECK(y[10] == 20.0f);
  float v = 123;
  acc_memcpy_to_device_async(da, &v, sizeof v, 3);
  acc_memcpy_from_device_async(&back[0], da, sizeof v, 3);
  acc_wait(3);
  CHECK(back[0] == 123.0f);
  acc_delete(x, sizeof x);
  acc_delete(y, sizeof y);

  /* CUDA interop: a stream per queue on the GPU, null elsewhere. */
  void *s1 = acc_get_cuda_stream(1);
  if (gpu) {
    CHECK(s1 != NULL);
    CHECK(acc_get_cuda_stream(1) == s1);
    CHECK(acc_set_cuda_stream(9, s1) == 1);
    CHECK(acc_get_cuda_stream(9) == s1);
    CHECK(acc_get_current_cuda_context() != NULL);
  } else {
    CHECK(s1 == NULL);
    CHECK(acc_set_cuda_stream(9, NULL) == 0);
  }
  DONE();
}
