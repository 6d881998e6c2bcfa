/* Device memory release (OpenACC 3.3 §3.2.19–§3.2.20, §2.7): acc_free gives the block back
 * (free memory grows back, issue 21), data-clause copies of the same size find their block
 * again, and memory kept for reuse never makes a later allocation fail. The free-memory checks
 * need a GPU; on the host device the same calls must simply work. */
#include "check.h"
#include <sys/mman.h>

enum { MIB = 1 << 20 };

int main(void) {
  acc_device_t t = acc_get_device_type();
  int gpu = t != acc_device_host && t != acc_device_none;
  int d = acc_get_device_num(t);

  /* acc_malloc / acc_free of a large block, three times over. */
  size_t big = (size_t)512 * MIB;
  for (int round = 0; round < 3; round++) {
    void *p = acc_malloc(big);
    CHECK(p != NULL);
    size_t during = acc_get_property(d, t, acc_property_free_memory);
    acc_free(p);
    size_t after = acc_get_property(d, t, acc_property_free_memory);
    if (gpu) CHECK(after >= during + big / 2);
  }
  /* Small acc_malloc blocks are given back too. */
  if (gpu) {
    size_t before = acc_get_property(d, t, acc_property_free_memory);
    void *ps[64];
    for (int i = 0; i < 64; i++) ps[i] = acc_malloc(4 * MIB);
    for (int i = 0; i < 64; i++) acc_free(ps[i]);
    size_t after = acc_get_property(d, t, acc_property_free_memory);
    CHECK(after + 32 * MIB >= before);
  }

  /* Data-clause copies: a create/delete of the same size reuses its block. */
  static double a[1 << 16];
  void *d1 = acc_create(a, sizeof a);
  acc_delete(a, sizeof a);
  void *d2 = acc_create(a, sizeof a);
  acc_delete(a, sizeof a);
  if (gpu) CHECK(d1 == d2);
  CHECK(!acc_is_present(a, sizeof a) || acc_deviceptr(a) == (void *)a);

  /* Blocks kept for reuse are given back before an allocation fails: delete half the
   * device's worth of 48 MiB copies (the cache keeps up to a sixteenth of the device), then
   * ask for more than the driver has free without the kept blocks. The host sections are
   * address space only (create copies nothing). */
  if (gpu) {
    size_t total = acc_get_property(d, t, acc_property_memory);
    size_t chunk = 48 * MIB, span = total / 2;
    char *host = mmap(NULL, span, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    CHECK(host != MAP_FAILED);
    size_t n = span / chunk;
    for (size_t i = 0; i < n; i++) acc_create(host + i * chunk, chunk);
    for (size_t i = 0; i < n; i++) acc_delete(host + i * chunk, chunk);
    size_t free_now = acc_get_property(d, t, acc_property_free_memory);
    void *p = acc_malloc(free_now + total / 32);
    CHECK(p != NULL);
    acc_free(p);
    munmap(host, span);
  }
  DONE();
}
