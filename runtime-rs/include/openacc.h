/* openacc.h — OpenACC 3.3 library routines (chapter 3), as implemented by libaccrt (oxacc).
 * Enumerator values follow the NVIDIA HPC SDK; they are part of the ABI (docs/abi.md). */
#ifndef OPENACC_H
#define OPENACC_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum acc_device_t {
  acc_device_none = 0,
  acc_device_default = 1,
  acc_device_host = 2,
  acc_device_not_host = 3,
  acc_device_nvidia = 4,
  acc_device_radeon = 5
} acc_device_t;

typedef enum acc_device_property_t {
  acc_property_memory = 0,
  acc_property_free_memory = 1,
  acc_property_shared_memory_support = 2,
  acc_property_name = 0x10000,
  acc_property_vendor = 0x10001,
  acc_property_driver = 0x10002
} acc_device_property_t;

/* Special async-argument values (§2.16, §3.1). acc_async_default names the queue of
 * acc-default-async-var's initial value; acc_set_default_async(acc_async_default) restores it. */
#define acc_async_noval (-1)
#define acc_async_sync (-2)
#define acc_async_default (-3)

/* §3.2.1–§3.2.6 device selection and properties */
int acc_get_num_devices(acc_device_t dev_type);
void acc_set_device_type(acc_device_t dev_type);
acc_device_t acc_get_device_type(void);
void acc_set_device_num(int dev_num, acc_device_t dev_type);
int acc_get_device_num(acc_device_t dev_type);
size_t acc_get_property(int dev_num, acc_device_t dev_type, acc_device_property_t property);
const char *acc_get_property_string(int dev_num, acc_device_t dev_type,
                                    acc_device_property_t property);

/* §3.2.7–§3.2.8 init and shutdown */
void acc_init(acc_device_t dev_type);
void acc_init_device(int dev_num, acc_device_t dev_type);
void acc_shutdown(acc_device_t dev_type);
void acc_shutdown_device(int dev_num, acc_device_t dev_type);

/* §3.2.9–§3.2.16 async and wait */
int acc_async_test(int wait_arg);
int acc_async_test_device(int wait_arg, int dev_num);
int acc_async_test_all(void);
int acc_async_test_all_device(int dev_num);
void acc_wait(int wait_arg);
void acc_wait_device(int wait_arg, int dev_num);
void acc_wait_async(int wait_arg, int async_arg);
void acc_wait_device_async(int wait_arg, int async_arg, int dev_num);
void acc_wait_all(void);
void acc_wait_all_device(int dev_num);
void acc_wait_all_async(int async_arg);
void acc_wait_all_device_async(int async_arg, int dev_num);
int acc_wait_any(int count, int *wait_arg);
int acc_wait_any_device(int count, int *wait_arg, int dev_num);
int acc_get_default_async(void);
void acc_set_default_async(int async_arg);

/* §3.2.17 */
int acc_on_device(acc_device_t dev_type);

/* §3.2.18–§3.2.19 raw device memory */
void *acc_malloc(size_t bytes);
void acc_free(void *data_dev);

/* §3.2.20–§3.2.23 data */
void *acc_copyin(void *data_arg, size_t bytes);
void acc_copyin_async(void *data_arg, size_t bytes, int async_arg);
void *acc_create(void *data_arg, size_t bytes);
void acc_create_async(void *data_arg, size_t bytes, int async_arg);
void acc_copyout(void *data_arg, size_t bytes);
void acc_copyout_async(void *data_arg, size_t bytes, int async_arg);
void acc_copyout_finalize(void *data_arg, size_t bytes);
void acc_copyout_finalize_async(void *data_arg, size_t bytes, int async_arg);
void acc_delete(void *data_arg, size_t bytes);
void acc_delete_async(void *data_arg, size_t bytes, int async_arg);
void acc_delete_finalize(void *data_arg, size_t bytes);
void acc_delete_finalize_async(void *data_arg, size_t bytes, int async_arg);
void acc_update_device(void *data_arg, size_t bytes);
void acc_update_device_async(void *data_arg, size_t bytes, int async_arg);
void acc_update_self(void *data_arg, size_t bytes);
void acc_update_self_async(void *data_arg, size_t bytes, int async_arg);

/* 1.0/2.0 names */
void *acc_present_or_copyin(void *data_arg, size_t bytes);
void *acc_pcopyin(void *data_arg, size_t bytes);
void *acc_present_or_create(void *data_arg, size_t bytes);
void *acc_pcreate(void *data_arg, size_t bytes);
void acc_async_wait(int wait_arg);
void acc_async_wait_all(void);

/* §3.2.24–§3.2.28 mapping */
void acc_map_data(void *data_arg, void *data_dev, size_t bytes);
void acc_unmap_data(void *data_arg);
void *acc_deviceptr(void *data_arg);
void *acc_hostptr(void *data_dev);
int acc_is_present(void *data_arg, size_t bytes);

/* §3.2.29–§3.2.33 raw copies */
void acc_memcpy_to_device(void *data_dev_dest, void *data_host_src, size_t bytes);
void acc_memcpy_to_device_async(void *data_dev_dest, void *data_host_src, size_t bytes,
                                int async_arg);
void acc_memcpy_from_device(void *data_host_dest, void *data_dev_src, size_t bytes);
void acc_memcpy_from_device_async(void *data_host_dest, void *data_dev_src, size_t bytes,
                                  int async_arg);
void acc_memcpy_device(void *data_dev_dest, void *data_dev_src, size_t bytes);
void acc_memcpy_device_async(void *data_dev_dest, void *data_dev_src, size_t bytes,
                             int async_arg);
void acc_memcpy_d2d(void *data_arg_dest, void *data_arg_src, size_t bytes, int dev_num_dest,
                    int dev_num_src);
void acc_memcpy_d2d_async(void *data_arg_dest, void *data_arg_src, size_t bytes,
                          int dev_num_dest, int dev_num_src, int async_arg_src);

/* §3.2.34–§3.2.35 attach and detach */
void acc_attach(void **ptr_addr);
void acc_attach_async(void **ptr_addr, int async_arg);
void acc_detach(void **ptr_addr);
void acc_detach_async(void **ptr_addr, int async_arg);
void acc_detach_finalize(void **ptr_addr);
void acc_detach_finalize_async(void **ptr_addr, int async_arg);

/* CUDA interoperability (§A.2.1) */
void *acc_get_current_cuda_device(void);
void *acc_get_current_cuda_context(void);
void *acc_get_cuda_stream(int async_arg);
int acc_set_cuda_stream(int async_arg, void *stream);

#ifdef __cplusplus
}
#endif

#endif /* OPENACC_H */
