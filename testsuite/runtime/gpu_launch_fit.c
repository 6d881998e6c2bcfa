/* A launch never fails for a block the kernel cannot have (OpenACC 3.3 §2.5.10–§2.5.11; issue
 * 21, NAS BT): a kernel limited to 256 threads per block (`.maxntid`, as ptxas limits a kernel
 * that needs many registers) is launched with num_workers(15) x vector_length(32) = 480 threads
 * and with vector_length(1024). The runtime gives up workers first, then lanes in whole warps;
 * the kernel strides its worker and vector loops by %ntid.y / %ntid.x, as oxacc's device code
 * does, so every (gang, worker iteration, lane iteration) cell is still visited exactly once.
 * GPU only: exits 77 (skipped) when no NVIDIA device is usable. */
#include "check.h"
#include <oxacc_rt.h>
#include <stdint.h>

/* cover(nw, nv, hits): for j = tid.y; j < nw; j += ntid.y
 *                        for i = tid.x; i < nv; i += ntid.x
 *                          atomicAdd(&hits[(ctaid.x * nw + j) * nv + i], 1) */
static const char ptx[] =
    ".version 7.0\n"
    ".target sm_50\n"
    ".address_size 64\n"
    ".visible .entry cover(.param .u32 nw, .param .u32 nv, .param .u64 hits) .maxntid 256, 1, 1\n"
    "{\n"
    "  .reg .pred %p<3>;\n  .reg .b32 %r<16>;\n  .reg .b64 %rd<6>;\n"
    "  ld.param.u32 %r1, [nw];\n  ld.param.u32 %r2, [nv];\n  ld.param.u64 %rd1, [hits];\n"
    "  cvta.to.global.u64 %rd1, %rd1;\n"
    "  mov.u32 %r3, %ctaid.x;\n  mov.u32 %r4, %tid.y;\n  mov.u32 %r5, %ntid.y;\n"
    "  mov.u32 %r6, %tid.x;\n  mov.u32 %r7, %ntid.x;\n  mov.u32 %r8, %r4;\n"
    "JLOOP:\n  setp.ge.u32 %p1, %r8, %r1;\n  @%p1 bra DONE;\n  mov.u32 %r9, %r6;\n"
    "ILOOP:\n  setp.ge.u32 %p2, %r9, %r2;\n  @%p2 bra INEXT;\n"
    "  mad.lo.s32 %r10, %r3, %r1, %r8;\n  mad.lo.s32 %r11, %r10, %r2, %r9;\n"
    "  mul.wide.u32 %rd2, %r11, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
    "  atom.global.add.u32 %r12, [%rd3], 1;\n  add.u32 %r9, %r9, %r7;\n  bra ILOOP;\n"
    "INEXT:\n  add.u32 %r8, %r8, %r5;\n  bra JLOOP;\n"
    "DONE:\n  ret;\n}\n";

static const oxacc_kernel_info kernels[1] = {{"cover", 0, 0}};
static const oxacc_image image = {OXACC_ABI_VERSION, OXACC_IMAGE_PTX, ptx, sizeof ptx, kernels, 1, 0, NULL};

enum { GANGS = 4 };

/* Launches cover with the given block and checks every cell was visited once. */
static void run(uint32_t workers, uint32_t vector, uint32_t nw, uint32_t nv) {
  size_t n = (size_t)GANGS * nw * nv;
  uint32_t *hits = calloc(n, sizeof *hits);
  oxacc_map map = {hits, n * sizeof *hits, OXACC_MAP_COPY, 0, "hits", NULL, NULL};
  oxacc_srcloc loc = {"gpu_launch_fit.c", __LINE__, 1, "parallel"};
  __oxacc_data_enter(&map, 1, acc_async_sync, NULL, 0, &loc);
  void *dev = map.device;
  void *args[3] = {&nw, &nv, &dev};
  oxacc_launch l = {OXACC_ABI_VERSION, 0, &image, 0, 3, args, NULL, {GANGS, 1, 1}, workers,
                    vector, 0, acc_async_sync, 0, NULL, "cover", loc, 0};
  __oxacc_launch(&l);
  __oxacc_data_exit(&map, 1, acc_async_sync, NULL, 0, &loc);
  size_t bad = 0;
  for (size_t i = 0; i < n; i++) bad += hits[i] != 1;
  printf("workers %u x vector %u over %u x %u cells per gang: %zu wrong\n", workers, vector, nw,
         nv, bad);
  CHECK(bad == 0);
  free(hits);
}

int main(void) {
  if (acc_get_num_devices(acc_device_nvidia) == 0) {
    printf("SKIP: no usable NVIDIA GPU\n");
    return 77;
  }
  CHECK(__oxacc_register_image(&image) == 0);
  run(15, 32, 15, 32);   /* NAS BT's shape: 480 threads asked, 256 allowed: 8 workers */
  run(15, 32, 40, 100);  /* more worker iterations than workers */
  run(1, 1024, 3, 1024); /* one worker, too many lanes: 256 */
  run(4, 128, 7, 300);   /* 512 threads: 2 workers of 128 */
  run(2, 64, 5, 70);     /* fits: as asked */
  DONE();
}
