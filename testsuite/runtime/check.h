/* Shared helpers of the runtime test programs: CHECK counts and reports, DONE prints the
 * tally on stdout and sets the exit status. */
#ifndef OXACC_TEST_CHECK_H
#define OXACC_TEST_CHECK_H
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int checks __attribute__((unused)), failures __attribute__((unused));

#define CHECK(c)                                                                              \
  do {                                                                                        \
    checks++;                                                                                 \
    if (!(c)) {                                                                               \
      failures++;                                                                             \
      printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c);                                     \
    }                                                                                         \
  } while (0)

#define DONE()                                                                                \
  do {                                                                                        \
    printf("%s: %d checks, %d failures\n", __FILE__, checks, failures);                       \
    return failures != 0;                                                                     \
  } while (0)

/* True when the current device has its own memory (a GPU, or the host back end with
 * OXACC_HOST_MEMORY=discrete): data clauses then allocate and copy. */
static inline int is_discrete(void) {
  static int probe;
  void *d = acc_copyin(&probe, sizeof probe);
  int r = d != (void *)&probe;
  acc_delete(&probe, sizeof probe);
  return r;
}

#endif
