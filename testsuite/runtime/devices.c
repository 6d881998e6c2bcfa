/* Device selection, ICVs, properties, init/shutdown, acc_on_device (OpenACC 3.3 §3.2.1–8,
 * §3.2.17). */
#include "check.h"

int main(void) {
  int nv = acc_get_num_devices(acc_device_nvidia);
  const char *env = getenv("ACC_DEVICE_TYPE");
  CHECK(acc_get_num_devices(acc_device_host) == 1);
  CHECK(nv >= 0);
  CHECK(acc_get_num_devices(acc_device_not_host) == nv);
  CHECK(acc_get_num_devices(acc_device_none) == 0);
  CHECK(acc_get_num_devices(acc_device_radeon) == 0);
  CHECK(acc_get_num_devices(acc_device_default) == (nv > 0 ? nv : 1));

  /* Default: the GPU when usable, else the host; ACC_DEVICE_TYPE overrides. */
  acc_device_t t = acc_get_device_type();
  if (env && strcmp(env, "host") == 0)
    CHECK(t == acc_device_host);
  else
    CHECK(t == (nv > 0 ? acc_device_nvidia : acc_device_host));
  CHECK(acc_get_device_num(t) == 0);

  acc_init(acc_device_host);
  CHECK(acc_get_device_type() == acc_device_host);
  acc_set_device_type(acc_device_host);
  CHECK(acc_get_device_type() == acc_device_host);
  acc_set_device_num(0, acc_device_host);
  CHECK(acc_get_device_num(acc_device_host) == 0);
  acc_set_device_num(-1, acc_device_host); /* negative: back to the default number */
  CHECK(acc_get_device_num(acc_device_host) == 0);
  acc_init_device(0, acc_device_host);

  CHECK(acc_get_property(0, acc_device_host, acc_property_memory) > 0);
  CHECK(acc_get_property(0, acc_device_host, acc_property_free_memory) > 0);
  const char *name = acc_get_property_string(0, acc_device_host, acc_property_name);
  const char *vendor = acc_get_property_string(0, acc_device_host, acc_property_vendor);
  const char *driver = acc_get_property_string(0, acc_device_host, acc_property_driver);
  CHECK(name && strlen(name) > 0);
  CHECK(vendor && strcmp(vendor, "oxacc") == 0);
  CHECK(driver && strlen(driver) > 0);
  CHECK(acc_get_property_string(0, acc_device_host, acc_property_memory) == NULL);
  CHECK(acc_get_property(7, acc_device_host, acc_property_memory) == 0);

  CHECK(acc_on_device(acc_device_host) == 1);
  CHECK(acc_on_device(acc_device_not_host) == 0);
  CHECK(acc_on_device(acc_device_nvidia) == 0);

  if (nv > 0) {
    acc_set_device_type(acc_device_nvidia);
    CHECK(acc_get_device_type() == acc_device_nvidia);
    acc_set_device_num(0, acc_device_nvidia);
    CHECK(acc_get_device_num(acc_device_nvidia) == 0);
    acc_init(acc_device_nvidia);
    size_t mem = acc_get_property(0, acc_device_nvidia, acc_property_memory);
    size_t free_mem = acc_get_property(0, acc_device_nvidia, acc_property_free_memory);
    CHECK(mem > ((size_t)1 << 30));
    CHECK(free_mem > 0 && free_mem <= mem);
    const char *gname = acc_get_property_string(0, acc_device_nvidia, acc_property_name);
    CHECK(gname != NULL);
    CHECK(strcmp(acc_get_property_string(0, acc_device_nvidia, acc_property_vendor), "NVIDIA") == 0);
    printf("gpu: %s, %zu MiB, %s\n", gname, mem >> 20,
           acc_get_property_string(0, acc_device_nvidia, acc_property_driver));
    CHECK(acc_get_current_cuda_context() != NULL);
    (void)acc_get_current_cuda_device();
    /* acc_shutdown ends data lifetimes (§3.2.8). */
    static double x[16];
    acc_copyin(x, sizeof x);
    acc_shutdown(acc_device_nvidia);
    acc_set_device_type(acc_device_nvidia);
    CHECK(!acc_is_present(x, sizeof x));
    acc_shutdown_device(0, acc_device_nvidia);
  } else {
    CHECK(acc_get_current_cuda_context() == NULL);
    CHECK(acc_get_current_cuda_device() == NULL);
  }
  acc_shutdown(acc_device_host);
  acc_set_device_type(acc_device_host);
  CHECK(acc_get_device_type() == acc_device_host);
  acc_shutdown_device(0, acc_device_host);
  DONE();
}
