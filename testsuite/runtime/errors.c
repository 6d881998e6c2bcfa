/* Runtime errors: each case must print one message naming the routine or construct, the
 * variable and the source location when known, then exit non-zero (never crash). The test
 * driver runs it with OXACC_HOST_MEMORY=discrete on the host. */
#include "check.h"
#include <oxacc_rt.h>

static double a[100];

static void run(const char *which) {
  oxacc_srcloc loc = {"prog.c", 42, 7, "parallel"};
  if (!strcmp(which, "not_present")) {
    oxacc_map m = {a, sizeof a, OXACC_MAP_PRESENT, 0, "a[0:n]", NULL, NULL};
    __oxacc_data_enter(&m, 1, acc_async_sync, NULL, 0, &loc);
  } else if (!strcmp(which, "partly_present")) {
    acc_copyin(a, 50 * sizeof(double));
    acc_copyin(a, sizeof a);
  } else if (!strcmp(which, "partly_present_clause")) {
    acc_create(a + 10, 10 * sizeof(double));
    oxacc_map m = {a, sizeof a, OXACC_MAP_COPY, 0, "a", NULL, NULL};
    __oxacc_data_enter(&m, 1, acc_async_sync, NULL, 0, &loc);
  } else if (!strcmp(which, "update_not_present")) {
    acc_update_self(a, sizeof a);
  } else if (!strcmp(which, "invalid_section")) {
    acc_copyin(NULL, 8);
  } else if (!strcmp(which, "out_of_memory")) {
    acc_malloc((size_t)1 << 62);
  } else if (!strcmp(which, "invalid_async")) {
    acc_wait(-7);
  } else if (!strcmp(which, "launch_failure")) {
    oxacc_launch l = {OXACC_ABI_VERSION, 0, NULL, 0, 0, NULL, NULL, {1, 1, 1}, 1, 1, 0,
                      acc_async_sync, 0, NULL, "k_no_code", loc, 0};
    __oxacc_launch(&l);
  } else if (!strcmp(which, "device_directive")) {
    oxacc_srcloc set = {"prog.c", 43, 9, "set"};
    __oxacc_device_directive(OXACC_DEVICE_SET, acc_device_host, 1, 5, &set);
  } else if (!strcmp(which, "bad_ptx")) {
    static const char ptx[] = ".version 7.0\n.target sm_50\n.address_size 64\nthis is not ptx\n";
    static const oxacc_kernel_info k[1] = {{"k", 0, 0}};
    static const oxacc_image img = {OXACC_ABI_VERSION, OXACC_IMAGE_PTX, ptx, sizeof ptx, k, 1, 0, NULL};
    __oxacc_register_image(&img);
    acc_init(acc_device_nvidia);
  } else if (!strcmp(which, "none")) {
    acc_copyin(a, sizeof a);
    acc_delete(a, sizeof a);
    return;
  } else {
    printf("unknown case %s\n", which);
    exit(2);
  }
  printf("UNREACHABLE: %s did not stop the program\n", which);
}

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  run(argv[1]);
  return 0;
}
