// acc_map_data of an acc_malloc block: the host array then counts as present; data moves by
// acc_memcpy_to_device and acc_update_self. On a device that shares host memory mapping is
// meaningless (libgomp refuses it), so the program then uses the host array directly.
// expect-exit: 0
// expect-stdout:
// | map_data present 1 sum 14850
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  int h[N];
  for (int i = 0; i < N; i++) h[i] = i;
  int probe[1];
  acc_copyin(probe, sizeof probe);
  int shared = acc_deviceptr(probe) == (void *)probe;
  acc_delete(probe, sizeof probe);
  void *d = acc_malloc(sizeof h);
  if (!shared) acc_map_data(h, d, sizeof h);
  int present = acc_is_present(h, sizeof h) && (shared || acc_deviceptr(h) == d);
  if (!shared) acc_memcpy_to_device(d, h, sizeof h);
  #pragma acc parallel loop present(h)
  for (int i = 0; i < N; i++) h[i] = h[i] * 3;
  acc_update_self(h, sizeof h);
  if (!shared) acc_unmap_data(h);
  acc_free(d);
  int s = 0;
  for (int i = 0; i < N; i++) s += h[i];
  printf("map_data present %d sum %d\n", present, s);
  return !(present && s == 14850);
}
