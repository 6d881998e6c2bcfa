/* The compiler-facing ABI on the host back end: data enter/exit (structured and dynamic),
 * update, use_device, wait, launch of a host kernel with gang contexts, declare'd globals of a
 * registered image (docs/abi.md). */
#include "check.h"
#include <oxacc_rt.h>
#include <stdint.h>

enum { N = 10000 };
static double x[N], y[N];
static double g_scale[2] = {2.0, 0.0};
static int gang_seen[64];

/* Host version of "y[i] += a * x[i]" for one gang: a block of iterations per gang. */
static void saxpy_gang(void **args, const oxacc_gang_ctx *ctx) {
  int n = *(int *)args[0];
  double a = *(double *)args[1];
  const double *xd = *(double **)args[2];
  double *yd = *(double **)args[3];
  uint32_t gangs = ctx->num_gangs[0] * ctx->num_gangs[1] * ctx->num_gangs[2];
  uint32_t g = ctx->gang[0] + ctx->num_gangs[0] * (ctx->gang[1] + ctx->num_gangs[1] * ctx->gang[2]);
  if (g < 64) __atomic_fetch_add(&gang_seen[g], 1, __ATOMIC_RELAXED);
  int chunk = (n + gangs - 1) / gangs;
  int lo = g * chunk, hi = lo + chunk < n ? lo + chunk : n;
  for (int i = lo; i < hi; i++) yd[i] += a * xd[i];
}

static const oxacc_global_info globals[1] = {
    {"g_scale", g_scale, sizeof g_scale, OXACC_MAP_COPYIN, 0}};
static const oxacc_image image = {OXACC_ABI_VERSION, OXACC_IMAGE_NONE, NULL, 0, NULL, 0, 1, globals};

static oxacc_srcloc here(int line, const char *construct) {
  oxacc_srcloc s = {"abi.c", (uint32_t)line, 1, construct};
  return s;
}

static void launch(double a, double *xd, double *yd, uint32_t g0, uint32_t g1, uint32_t g2,
                   int32_t async_arg, const int32_t *wait, uint32_t nwait) {
  int n = N;
  void *args[4] = {&n, &a, &xd, &yd};
  oxacc_launch l = {OXACC_ABI_VERSION, 0, NULL, 0, 4, args, saxpy_gang, {g0, g1, g2}, 1, 1, 0,
                    async_arg, nwait, wait, "saxpy_host", here(__LINE__, "parallel"), 0};
  __oxacc_launch(&l);
}

int main(void) {
  acc_set_device_type(acc_device_host); /* this program has no device code */
  int disc = is_discrete();
  CHECK(__oxacc_abi_version() == OXACC_ABI_VERSION);
  CHECK(__oxacc_register_image(&image) == 0);
  CHECK(__oxacc_register_image(&image) == 0); /* idempotent */
  CHECK(acc_is_present(g_scale, sizeof g_scale)); /* declare'd global: structured count 1 */

  for (int i = 0; i < N; i++) x[i] = i, y[i] = 1;

  /* init / set directives on the current device type: init device_type(t),
     set device_num(0) default_async(4). */
  acc_device_t dt = acc_get_device_type();
  oxacc_srcloc dloc = here(__LINE__, "init");
  __oxacc_device_directive(OXACC_DEVICE_INIT, dt, 0, 0, &dloc);
  __oxacc_device_directive(OXACC_DEVICE_SET, acc_device_default, 1, 0, &dloc);
  CHECK(acc_get_device_type() == dt && acc_get_device_num(dt) == 0);
  __oxacc_device_directive(OXACC_DEVICE_SET_DEFAULT_ASYNC, acc_device_default, 1, 4, &dloc);
  CHECK(acc_get_default_async() == 4);
  __oxacc_device_directive(OXACC_DEVICE_SET_DEFAULT_ASYNC, acc_device_default, 1, acc_async_noval,
                           &dloc);
  /* parallel copyin(x) copy(y): structured enter, launch, exit. */
  oxacc_map maps[2] = {
      {x, sizeof x, OXACC_MAP_COPYIN, OXACC_MAP_READONLY, "x[0:n]", NULL, NULL},
      {y, sizeof y, OXACC_MAP_COPY, 0, "y[0:n]", NULL, NULL},
  };
  oxacc_srcloc loc = here(__LINE__, "parallel");
  __oxacc_data_enter(maps, 2, acc_async_sync, NULL, 0, &loc);
  CHECK(maps[0].device != NULL && maps[1].device != NULL);
  CHECK((maps[0].device != (void *)x) == disc);
  launch(2.0, maps[0].device, maps[1].device, 3, 2, 1, acc_async_sync, NULL, 0);
  for (int g = 0; g < 6; g++) CHECK(gang_seen[g] == 1);
  CHECK(y[N - 1] == (disc ? 1.0 : 1.0 + 2.0 * (N - 1))); /* not yet copied back */
  __oxacc_data_exit(maps, 2, acc_async_sync, NULL, 0, &loc);
  CHECK(y[N - 1] == 1.0 + 2.0 * (N - 1));
  CHECK(y[0] == 1.0);
  if (disc) CHECK(!acc_is_present(x, sizeof x) && !acc_is_present(y, sizeof y));

  /* enter data copyin(x,y) async(1); two launches on queues 1 and 2 (2 waits for 1);
   * update self(y) async(2) wait(2); exit data delete(x,y) finalize. */
  oxacc_map dyn[2] = {
      {x, sizeof x, OXACC_MAP_COPYIN, OXACC_MAP_DYNAMIC, "x", NULL, NULL},
      {y, sizeof y, OXACC_MAP_COPYIN, OXACC_MAP_DYNAMIC, "y", NULL, NULL},
  };
  oxacc_srcloc eloc = here(__LINE__, "enter data");
  __oxacc_data_enter(dyn, 2, 1, NULL, 0, &eloc);
  int32_t w1[1] = {1};
  launch(1.0, dyn[0].device, dyn[1].device, 0, 0, 0, 1, NULL, 0); /* runtime-chosen gangs */
  launch(1.0, dyn[0].device, dyn[1].device, 4, 1, 1, 2, w1, 1);
  oxacc_map up[1] = {{y, sizeof y, OXACC_MAP_UPDATE_SELF, 0, "y", NULL, NULL}};
  oxacc_srcloc uloc = here(__LINE__, "update");
  __oxacc_update(up, 1, 2, NULL, 0, &uloc);
  int32_t w2[1] = {2};
  __oxacc_wait(w2, 1, acc_async_sync, &uloc);
  CHECK(y[N - 1] == 1.0 + 4.0 * (N - 1));
  /* update device if_present of absent data: no error. */
  static double absent[4];
  oxacc_map upa[1] = {{absent, sizeof absent, OXACC_MAP_UPDATE_DEVICE, OXACC_MAP_IF_PRESENT, "absent", NULL, NULL}};
  __oxacc_update(upa, 1, acc_async_sync, NULL, 0, &uloc);
  /* host_data use_device. */
  CHECK(__oxacc_use_device(x, 0, "x", &uloc) == dyn[0].device);
  CHECK(__oxacc_use_device(absent, OXACC_MAP_IF_PRESENT, "absent", &uloc) == (void *)absent);
  /* Second enter data: dynamic count 2; a plain delete leaves it, finalize ends it. */
  __oxacc_data_enter(dyn, 2, acc_async_sync, NULL, 0, &eloc);
  oxacc_map del[2] = {
      {x, sizeof x, OXACC_MAP_DELETE, OXACC_MAP_DYNAMIC, "x", NULL, NULL},
      {y, sizeof y, OXACC_MAP_DELETE, OXACC_MAP_DYNAMIC, "y", NULL, NULL},
  };
  oxacc_srcloc xloc = here(__LINE__, "exit data");
  __oxacc_data_exit(del, 2, acc_async_sync, NULL, 0, &xloc);
  CHECK(acc_is_present(x, sizeof x));
  del[0].flags |= OXACC_MAP_FINALIZE;
  del[1].flags |= OXACC_MAP_FINALIZE;
  int32_t all[1] = {OXACC_WAIT_ALL_QUEUES};
  __oxacc_data_exit(del, 2, 3, all, 1, &xloc);
  __oxacc_wait(NULL, 0, acc_async_sync, &xloc);
  if (disc) CHECK(!acc_is_present(x, sizeof x));

  /* A pointer member attached to its target section: copyin(s, s.p[0:4]). */
  static double buf[4] = {1, 2, 3, 4};
  static struct { double *p; long n; } s = {buf, 4};
  oxacc_map sm[2] = {
      {&s, sizeof s, OXACC_MAP_COPYIN, 0, "s", NULL, NULL},
      {buf, sizeof buf, OXACC_MAP_COPYIN, 0, "s.p[0:4]", (void **)&s.p, NULL},
  };
  __oxacc_data_enter(sm, 2, acc_async_sync, NULL, 0, &loc);
  void *devp = NULL;
  acc_memcpy_from_device(&devp, sm[0].device, sizeof devp);
  CHECK(devp == sm[1].device);
  __oxacc_data_exit(sm, 2, acc_async_sync, NULL, 0, &loc);

  /* An attach with the section its pointer points to (decision 63: a Fortran descriptor's
     elements that another clause maps): no data action of its own, the device address of
     the section, the pointer attached into the present structure and detached at exit. */
  static double elems[4] = {1, 2, 3, 4};
  static struct { double *p; long n; } desc = {elems, 4};
  oxacc_map am[3] = {
      {elems, sizeof elems, OXACC_MAP_COPYIN, 0, "b", NULL, NULL},
      {&desc, sizeof desc, OXACC_MAP_COPY, 0, "b", NULL, NULL},
      {elems, sizeof elems, OXACC_MAP_ATTACH, 0, "b", (void **)&desc.p, NULL},
  };
  __oxacc_data_enter(am, 3, acc_async_sync, NULL, 0, &loc);
  CHECK(am[2].device == am[0].device);
  acc_memcpy_from_device(&devp, am[1].device, sizeof devp);
  CHECK(devp == am[0].device);
  double nine = 9;
  acc_memcpy_to_device(am[0].device, &nine, sizeof nine);
  __oxacc_data_exit(am, 3, acc_async_sync, NULL, 0, &loc);
  /* copyin: the device's write stays there (the attach copied nothing back). */
  CHECK(elems[0] == (disc ? 1 : 9));
  CHECK(desc.p == elems);
  if (disc) CHECK(!acc_is_present(elems, sizeof elems));
  /* Only part of the section mapped (copyin(b(2:3))): the address that mapping gives the
     section's start; nothing mapped: the host's. */
  oxacc_map pm[2] = {
      {elems + 1, 2 * sizeof(double), OXACC_MAP_COPYIN, 0, "b(2:3)", NULL, NULL},
      {elems, sizeof elems, OXACC_MAP_ATTACH, 0, "b", (void **)&desc.p, NULL},
  };
  __oxacc_data_enter(pm, 2, acc_async_sync, NULL, 0, &loc);
  CHECK((char *)pm[1].device == (char *)pm[0].device - sizeof(double));
  __oxacc_data_exit(pm, 2, acc_async_sync, NULL, 0, &loc);
  __oxacc_data_enter(pm + 1, 1, acc_async_sync, NULL, 0, &loc);
  CHECK(pm[1].device == (void *)elems);
  __oxacc_data_exit(pm + 1, 1, acc_async_sync, NULL, 0, &loc);
  /* An implicit section that finds its data present ends before the clause that mapped it:
     copyin(p[0:4]) with copy(implicit: q[0:4]) of the same array copies nothing back. */
  elems[0] = 1;
  oxacc_map im[2] = {
      {elems, sizeof elems, OXACC_MAP_COPYIN, 0, "p[0:4]", NULL, NULL},
      {elems, sizeof elems, OXACC_MAP_COPY, OXACC_MAP_IMPLICIT, "q[0:4]", NULL, NULL},
  };
  __oxacc_data_enter(im, 2, acc_async_sync, NULL, 0, &loc);
  acc_memcpy_to_device(im[1].device, &nine, sizeof nine);
  __oxacc_data_exit(im, 2, acc_async_sync, NULL, 0, &loc);
  CHECK(elems[0] == (disc ? 1 : 9));
  if (disc) CHECK(!acc_is_present(elems, sizeof elems));

  /* OXACC_LAUNCH_HOST runs the host version with host addresses (if(false)). */
  for (int i = 0; i < N; i++) y[i] = 0;
  int n = N;
  double a = 1.0, *xp = x, *yp = y;
  void *args[4] = {&n, &a, &xp, &yp};
  oxacc_launch l = {OXACC_ABI_VERSION, OXACC_LAUNCH_HOST, NULL, 0, 4, args, saxpy_gang, {2, 1, 1}, 1, 1, 0,
                    acc_async_sync, 0, NULL, "saxpy_if_false", here(__LINE__, "parallel"), 0};
  __oxacc_launch(&l);
  CHECK(y[N - 1] == (double)(N - 1));
  DONE();
}
