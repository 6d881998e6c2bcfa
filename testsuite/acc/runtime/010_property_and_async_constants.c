// acc_get_property_string for the host device names something; acc_async_sync and
// acc_async_noval are distinct negative values; acc_async_sync on the data routines is
// synchronous.
// expect-exit: 0
// expect-stdout:
// | property name 1 async consts 1 1 present 1
#include <stdio.h>
#include <string.h>
#include <openacc.h>
int main(void) {
  const char *name = acc_get_property_string(0, acc_device_host, acc_property_name);
  int has_name = name != NULL && strlen(name) > 0;
  int a[4] = {1, 2, 3, 4};
  acc_copyin_async(a, sizeof a, acc_async_sync);
  int present = acc_is_present(a, sizeof a);
  acc_delete(a, sizeof a);
  printf("property name %d async consts %d %d present %d\n", has_name, acc_async_sync < 0,
         acc_async_noval < 0 && acc_async_noval != acc_async_sync, present);
  return !(has_name && present);
}
