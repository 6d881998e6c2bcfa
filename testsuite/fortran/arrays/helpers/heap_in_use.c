/* Bytes of heap in use (malloc'd and not freed), for programs that check that storage is
   released: glibc's mallinfo2 (arena plus mmapped chunks). */
#include <malloc.h>
#include <stdint.h>

int64_t heap_in_use(void) {
  struct mallinfo2 m = mallinfo2();
  return (int64_t)(m.uordblks + m.hblkhd);
}
