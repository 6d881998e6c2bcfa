/* oxacc_rt.h — the compiler-facing entry points of libaccrt (ABI version 1).
 * The compiler emits calls to these; programs never call them directly. See docs/abi.md.
 * Enumerator values are frozen: new values may be added, existing ones never change. */
#ifndef OXACC_RT_H
#define OXACC_RT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define OXACC_ABI_VERSION 1u

/* Image formats (oxacc_image.format). */
#define OXACC_IMAGE_NONE 0u
#define OXACC_IMAGE_PTX 1u
#define OXACC_IMAGE_AMDGCN 2u

/* oxacc_map.kind */
typedef enum oxacc_map_kind {
  OXACC_MAP_COPY = 0,
  OXACC_MAP_COPYIN = 1,
  OXACC_MAP_COPYOUT = 2,
  OXACC_MAP_CREATE = 3,
  OXACC_MAP_PRESENT = 4,
  OXACC_MAP_NO_CREATE = 5,
  OXACC_MAP_DELETE = 6,
  OXACC_MAP_ATTACH = 7,
  OXACC_MAP_DETACH = 8,
  OXACC_MAP_DEVICEPTR = 9,
  OXACC_MAP_UPDATE_DEVICE = 10,
  OXACC_MAP_UPDATE_SELF = 11,
  OXACC_MAP_DEVICE_RESIDENT = 12,
  OXACC_MAP_LINK = 13
} oxacc_map_kind;

/* oxacc_map.flags (bit set) */
#define OXACC_MAP_DYNAMIC 1u    /* enter/exit data: dynamic reference counter */
#define OXACC_MAP_FINALIZE 2u   /* exit data finalize / detach finalize */
#define OXACC_MAP_ZERO 4u       /* create/copyout zero modifier */
#define OXACC_MAP_READONLY 8u   /* copyin readonly modifier (hint) */
#define OXACC_MAP_IF_PRESENT 16u /* update if_present, host_data if_present */
#define OXACC_MAP_IMPLICIT 32u  /* section inferred from subscripts: partly present data used in place */
#define OXACC_MAP_ALWAYS_IN 64u  /* always/alwaysin: copy in at entry even when present */
#define OXACC_MAP_ALWAYS_OUT 128u /* always/alwaysout: copy out at exit even when present */
#define OXACC_MAP_OMP_REFCOUNT 256u /* OpenMP clause: one reference count (the dynamic one) */

/* A wait-list entry meaning "every queue" (wait clause without arguments). */
#define OXACC_WAIT_ALL_QUEUES INT32_MIN

/* oxacc_kernel_info.flags */
#define OXACC_KERNEL_HOST_ONLY 1u /* no device code (e.g. calls a function defined in another file) */

/* oxacc_launch.flags */
#define OXACC_LAUNCH_HOST 1u /* run the host version (if(false) / self clause) */
#define OXACC_LAUNCH_GANG_WORK 2u       /* gang_work holds the gang loop's iteration count */
#define OXACC_LAUNCH_WORK_PER_THREAD 4u /* ... one iteration per thread (a thread loop) */
#define OXACC_LAUNCH_GRID3 8u           /* grid3 holds a collapse(3) gang loop's n1, n0 */
#define OXACC_LAUNCH_EXIT_FOLLOWS 16u   /* the construct's data exit follows at once */
#define OXACC_LAUNCH_GRID3_TILE 32u     /* with GRID3: the grid is in 32 x V/64 x 2 tiles */
#define OXACC_LAUNCH_ROWS 64u           /* gang_work counts rows: a warp or a block each */

/* __oxacc_device_directive kinds (never renumber). */
#define OXACC_DEVICE_INIT 0u
#define OXACC_DEVICE_SHUTDOWN 1u
#define OXACC_DEVICE_SET 2u               /* set device_type / device_num */
#define OXACC_DEVICE_SET_DEFAULT_ASYNC 3u /* set default_async: num is the async argument */

typedef struct oxacc_srcloc {
  const char *file;      /* may be NULL */
  uint32_t line;
  uint32_t column;
  const char *construct; /* "parallel", "data", "enter data", ... ; may be NULL */
} oxacc_srcloc;

typedef struct oxacc_map {
  void *host;          /* first byte of the section; for attach/detach: &pointer */
  uint64_t bytes;
  uint32_t kind;       /* oxacc_map_kind */
  uint32_t flags;      /* OXACC_MAP_* flags */
  const char *name;    /* the variable as written, e.g. "a[0:n]"; may be NULL */
  void **pointer;      /* host pointer to attach to this section (s.p[0:n] -> &s.p), or NULL */
  void *device;        /* out (__oxacc_data_enter): device address of host */
} oxacc_map;

typedef struct oxacc_kernel_info {
  const char *name;    /* entry symbol in the image */
  uint32_t flags;
  uint32_t stack_bytes; /* per-thread stack the device code needs where ptxas cannot bound it
                           (recursion, indirect calls); 0: none (decision 115) */
} oxacc_kernel_info;

typedef struct oxacc_global_info {
  const char *name;    /* symbol in the image */
  void *host;          /* the host copy */
  uint64_t bytes;
  uint32_t kind;       /* OXACC_MAP_LINK: storage for data clauses; else a device copy that
                          starts with the initializer (nothing is copied at load) */
  uint32_t flags;      /* OXACC_GLOBAL_HOST_INIT: the image's definition has no initial value
                          of its own; the device copy starts from the host's bytes at
                          registration (decision 123) */
} oxacc_global_info;

#define OXACC_GLOBAL_HOST_INIT 1u

typedef struct oxacc_image {
  uint32_t abi_version; /* OXACC_ABI_VERSION */
  uint32_t format;      /* OXACC_IMAGE_* */
  const void *data;     /* PTX text or code object */
  uint64_t size;
  const oxacc_kernel_info *kernels;
  uint32_t nkernels;
  uint32_t nglobals;
  const oxacc_global_info *globals;
} oxacc_image;

/* What a host version of a kernel learns about the gang it runs. */
typedef struct oxacc_gang_ctx {
  uint32_t num_gangs[3];
  uint32_t num_workers;
  uint32_t vector_length;
  uint32_t gang[3];
} oxacc_gang_ctx;

/* Host version of a kernel: runs one gang; called concurrently for different gangs. */
typedef void (*oxacc_host_fn)(void **args, const oxacc_gang_ctx *ctx);

typedef struct oxacc_launch {
  uint32_t abi_version;     /* OXACC_ABI_VERSION */
  uint32_t flags;           /* OXACC_LAUNCH_* */
  const oxacc_image *image; /* may be NULL: host only */
  uint32_t kernel;          /* index into image->kernels */
  uint32_t nargs;
  void **args;              /* args[i] points to the value of parameter i */
  oxacc_host_fn host_fn;    /* may be NULL when device code always exists */
  uint32_t num_gangs[3];    /* 0,0,0: runtime default */
  uint32_t num_workers;     /* 0: 1 */
  uint32_t vector_length;   /* 0: runtime default (128 on NVIDIA) */
  uint32_t shared_bytes;    /* dynamic shared memory per gang */
  int32_t async_arg;        /* acc_async_sync, acc_async_noval or a queue */
  uint32_t nwait;
  const int32_t *wait;      /* queues to wait for first; OXACC_WAIT_ALL_QUEUES = all */
  const char *name;         /* kernel name for messages and profiles; may be NULL */
  oxacc_srcloc src;
  uint64_t gang_work;       /* with OXACC_LAUNCH_GANG_WORK: sizes the default grid */
} oxacc_launch;
/* With OXACC_LAUNCH_GRID3, the record is followed by uint64_t grid3[2]: the middle and outer
   trip counts of a collapse(3) gang loop (decision 61; records without the flag end here). */
typedef struct oxacc_launch_grid3 {
  oxacc_launch launch;
  uint64_t grid3[2];
} oxacc_launch_grid3;

uint32_t __oxacc_abi_version(void);
int32_t __oxacc_register_image(const oxacc_image *image);
void __oxacc_data_enter(oxacc_map *maps, uint32_t n, int32_t async_arg, const int32_t *wait,
                        uint32_t nwait, const oxacc_srcloc *src);
void __oxacc_data_exit(oxacc_map *maps, uint32_t n, int32_t async_arg, const int32_t *wait,
                       uint32_t nwait, const oxacc_srcloc *src);
void __oxacc_update(oxacc_map *maps, uint32_t n, int32_t async_arg, const int32_t *wait,
                    uint32_t nwait, const oxacc_srcloc *src);
void *__oxacc_use_device(void *host, uint32_t flags, const char *name, const oxacc_srcloc *src);
void __oxacc_wait(const int32_t *queues, uint32_t n, int32_t async_arg, const oxacc_srcloc *src);
void __oxacc_launch(const oxacc_launch *launch);
/* The init, shutdown and set directives (kind: OXACC_DEVICE_*; t: an acc_device_t; num: the
   device_num argument when has_num, the async argument for OXACC_DEVICE_SET_DEFAULT_ASYNC). */
void __oxacc_device_directive(uint32_t kind, int32_t t, uint32_t has_num, int32_t num,
                              const oxacc_srcloc *src);
void __oxacc_check_stride(const char *name, int64_t stride, int64_t length);
void __oxacc_check_contiguous(const char *name, const char *file, int32_t line, int64_t dim,
                               int64_t length, int64_t extent, int64_t later);
/* The gang the calling host thread runs, along grid dimension dim (0 = x): gang loops of a
   routine gang (0 and 1 outside a kernel). */
uint32_t __oxacc_gang_id(uint32_t dim);
uint32_t __oxacc_num_gangs(uint32_t dim);
/* The address host code that device code reaches uses for a declare'd global: its device copy
   while the thread runs a host kernel for the host device in discrete memory, host otherwise. */
void *__oxacc_global_addr(void *host);
/* Nonzero when the x86-64-v3 versions of multiversioned host regions run on this CPU
   (examined once per process; OXACC_HOST_ISA=x86-64-v2 forces the default versions). */
int32_t __oxacc_host_x86_64_v3(void);

#ifdef __cplusplus
}
#endif

#endif /* OXACC_RT_H */
