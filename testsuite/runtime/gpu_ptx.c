/* A hand-written PTX image registered and launched through the __oxacc_* ABI, synchronous and
 * async, with a declare'd global living in the module. GPU only: exits 77 (skipped) when no
 * NVIDIA device is usable. */
#include "check.h"
#include <oxacc_rt.h>
#include <stdint.h>
#include <time.h>

/* saxpy(n, a, x, y): y[i] += a * x[i], one element per thread.
 * scale(n, y): y[i] *= g_scale, g_scale being a module global mapped to the host's. */
static const char ptx[] =
    ".version 7.0\n"
    ".target sm_50\n"
    ".address_size 64\n"
    ".visible .global .align 4 .f32 g_scale;\n"
    ".visible .entry saxpy(.param .u32 n, .param .f32 a, .param .u64 x, .param .u64 y)\n"
    "{\n"
    "  .reg .pred %p;\n  .reg .b32 %r<6>;\n  .reg .f32 %f<4>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u32 %r1, [n];\n  ld.param.f32 %f1, [a];\n"
    "  ld.param.u64 %rd1, [x];\n  ld.param.u64 %rd2, [y];\n"
    "  mov.u32 %r2, %ctaid.x;\n  mov.u32 %r3, %ntid.x;\n  mov.u32 %r4, %tid.x;\n"
    "  mad.lo.s32 %r5, %r2, %r3, %r4;\n"
    "  setp.ge.u32 %p, %r5, %r1;\n  @%p bra DONE;\n"
    "  cvta.to.global.u64 %rd3, %rd1;\n  cvta.to.global.u64 %rd4, %rd2;\n"
    "  mul.wide.u32 %rd5, %r5, 4;\n  add.s64 %rd6, %rd3, %rd5;\n  add.s64 %rd7, %rd4, %rd5;\n"
    "  ld.global.f32 %f2, [%rd6];\n  ld.global.f32 %f3, [%rd7];\n"
    "  fma.rn.f32 %f3, %f1, %f2, %f3;\n  st.global.f32 [%rd7], %f3;\n"
    "DONE:\n  ret;\n}\n"
    ".visible .entry scale(.param .u32 n, .param .u64 y)\n"
    "{\n"
    "  .reg .pred %p;\n  .reg .b32 %r<6>;\n  .reg .f32 %f<4>;\n  .reg .b64 %rd<8>;\n"
    "  ld.param.u32 %r1, [n];\n  ld.param.u64 %rd2, [y];\n"
    "  mov.u32 %r2, %ctaid.x;\n  mov.u32 %r3, %ntid.x;\n  mov.u32 %r4, %tid.x;\n"
    "  mad.lo.s32 %r5, %r2, %r3, %r4;\n"
    "  setp.ge.u32 %p, %r5, %r1;\n  @%p bra DONE2;\n"
    "  ld.global.f32 %f1, [g_scale];\n"
    "  cvta.to.global.u64 %rd4, %rd2;\n"
    "  mul.wide.u32 %rd5, %r5, 4;\n  add.s64 %rd7, %rd4, %rd5;\n"
    "  ld.global.f32 %f3, [%rd7];\n  mul.rn.f32 %f3, %f3, %f1;\n  st.global.f32 [%rd7], %f3;\n"
    "DONE2:\n  ret;\n}\n";

static float g_scale = 3.0f;
static const oxacc_kernel_info kernels[2] = {{"saxpy", 0, 0}, {"scale", 0, 0}};
static const oxacc_global_info globals[1] = {{"g_scale", &g_scale, sizeof g_scale, OXACC_MAP_COPYIN, 0}};
static const oxacc_image image = {OXACC_ABI_VERSION, OXACC_IMAGE_PTX, ptx, sizeof ptx, kernels, 2, 1, globals};

static void launch(uint32_t kernel, void **args, uint32_t nargs, uint32_t n, int32_t async_arg,
                   const int32_t *wait, uint32_t nwait) {
  oxacc_launch l = {OXACC_ABI_VERSION, 0, &image, kernel, nargs, args, NULL,
                    {(n + 127) / 128, 1, 1}, 1, 128, 0, async_arg, nwait, wait,
                    kernel ? "scale" : "saxpy", {"gpu_ptx.c", (uint32_t)__LINE__, 1, "parallel"}, 0};
  __oxacc_launch(&l);
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(void) {
  if (acc_get_num_devices(acc_device_nvidia) == 0) {
    printf("SKIP: no usable NVIDIA GPU\n");
    return 77;
  }
  CHECK(acc_get_device_type() == acc_device_nvidia);
  CHECK(__oxacc_register_image(&image) == 0);
  CHECK(acc_is_present(&g_scale, sizeof g_scale)); /* module global, mapped at load */

  /* Synchronous: data copyin(x) copy(y) + saxpy, 64 MiB each (pinned staging path). */
  uint32_t n = 16u << 20;
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (uint32_t i = 0; i < n; i++) x[i] = (float)(i % 1000), y[i] = 1.0f;
  oxacc_map maps[2] = {
      {x, (uint64_t)n * 4, OXACC_MAP_COPYIN, 0, "x[0:n]", NULL, NULL},
      {y, (uint64_t)n * 4, OXACC_MAP_COPY, 0, "y[0:n]", NULL, NULL},
  };
  oxacc_srcloc loc = {"gpu_ptx.c", __LINE__, 1, "parallel"};
  __oxacc_data_enter(maps, 2, acc_async_sync, NULL, 0, &loc);
  float a = 2.0f;
  void *args[4] = {&n, &a, &maps[0].device, &maps[1].device};
  launch(0, args, 4, n, acc_async_sync, NULL, 0);
  __oxacc_data_exit(maps, 2, acc_async_sync, NULL, 0, &loc);
  int bad = 0;
  for (uint32_t i = 0; i < n; i++) bad += y[i] != 1.0f + 2.0f * (float)(i % 1000);
  CHECK(bad == 0);

  /* Async: enter data on queue 1, saxpy on 1, scale on 2 after 1, update self on 2. */
  for (uint32_t i = 0; i < n; i++) y[i] = 1.0f;
  oxacc_map dyn[2] = {
      {x, (uint64_t)n * 4, OXACC_MAP_COPYIN, OXACC_MAP_DYNAMIC, "x", NULL, NULL},
      {y, (uint64_t)n * 4, OXACC_MAP_COPYIN, OXACC_MAP_DYNAMIC, "y", NULL, NULL},
  };
  __oxacc_data_enter(dyn, 2, 1, NULL, 0, &loc);
  void *args2[4] = {&n, &a, &dyn[0].device, &dyn[1].device};
  launch(0, args2, 4, n, 1, NULL, 0);
  int32_t w1[1] = {1};
  void *args3[2] = {&n, &dyn[1].device};
  launch(1, args3, 2, n, 2, w1, 1);
  oxacc_map up[1] = {{y, (uint64_t)n * 4, OXACC_MAP_UPDATE_SELF, 0, "y", NULL, NULL}};
  __oxacc_update(up, 1, 2, NULL, 0, &loc);
  int32_t w2[1] = {2};
  __oxacc_wait(w2, 1, acc_async_sync, &loc);
  bad = 0;
  for (uint32_t i = 0; i < n; i++) bad += y[i] != 3.0f * (1.0f + 2.0f * (float)(i % 1000));
  CHECK(bad == 0);
  CHECK(acc_async_test(1) && acc_async_test(2));
  oxacc_map del[2] = {
      {x, (uint64_t)n * 4, OXACC_MAP_DELETE, OXACC_MAP_DYNAMIC | OXACC_MAP_FINALIZE, "x", NULL, NULL},
      {y, (uint64_t)n * 4, OXACC_MAP_DELETE, OXACC_MAP_DYNAMIC | OXACC_MAP_FINALIZE, "y", NULL, NULL},
  };
  __oxacc_data_exit(del, 2, 1, NULL, 0, &loc);
  acc_wait(1);
  CHECK(!acc_is_present(x, 4) && !acc_is_present(y, 4));

  /* Bandwidth of large synchronous copyin/copyout (pinned staging unless
   * OXACC_PINNED_STAGING=0). */
  double t1 = now();
  acc_copyin(x, (size_t)n * 4);
  double t2 = now();
  acc_copyout(x, (size_t)n * 4);
  double t3 = now();
  printf("64 MiB copyin %.1f GB/s, copyout %.1f GB/s\n", n * 4.0 / (t2 - t1) / 1e9,
         n * 4.0 / (t3 - t2) / 1e9);
  t1 = now();
  acc_copyin(x, (size_t)n * 4);
  t2 = now();
  acc_copyout(x, (size_t)n * 4);
  t3 = now();
  printf("64 MiB copyin %.1f GB/s, copyout %.1f GB/s (second time)\n", n * 4.0 / (t2 - t1) / 1e9,
         n * 4.0 / (t3 - t2) / 1e9);
  bad = 0;
  for (uint32_t i = 0; i < n; i++) bad += x[i] != (float)(i % 1000);
  CHECK(bad == 0);

  /* Repeated data regions reuse cached device blocks (no cuMemAlloc/cuMemFree each time). */
  uint32_t m = 1u << 20;
  double t0 = now();
  for (int it = 0; it < 200; it++) {
    oxacc_map r[1] = {{y, (uint64_t)m * 4, OXACC_MAP_CREATE, 0, "y", NULL, NULL}};
    __oxacc_data_enter(r, 1, acc_async_sync, NULL, 0, &loc);
    __oxacc_data_exit(r, 1, acc_async_sync, NULL, 0, &loc);
  }
  printf("200 create/delete regions of 4 MiB: %.1f us each\n", (now() - t0) / 200 * 1e6);
  DONE();
}
