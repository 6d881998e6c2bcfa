! The openacc module's routines between host data and device addresses called wrongly (OpenACC
! 3.3 §3.2.21–§3.2.26): a host array where a device address (type(c_ptr)) belongs, a missing
! argument, a byte count that is no integer, an async queue too many, a keyword argument.
program runtime_routines
  use openacc
  use iso_c_binding
  implicit none
  real(8), target :: h(10)
  type(c_ptr) :: d
  d = acc_malloc(80_c_size_t)
  call acc_map_data(h, h, 80)
  call acc_unmap_data()
  call acc_memcpy_to_device(d, h, 8.0)
  call acc_memcpy_from_device(h, d, 80, 1)
  call acc_memcpy_to_device_async(d, h, 80_c_size_t, async=1)
  d = acc_deviceptr(h + 1)
  d = acc_hostptr(h)
end program runtime_routines
! expect-error: 11:24: this argument of 'acc_map_data' must be a device address of type(c_ptr)
! expect-error: 12:3: 'acc_unmap_data' takes 1 argument, not 0 (OpenACC 3.3 §3.2)
! expect-error: 13:35: this argument of 'acc_memcpy_to_device' must be a scalar integer byte count
! expect-error: 14:3: 'acc_memcpy_from_device' takes 3 arguments, not 4 (OpenACC 3.3 §3.2)
! expect-error: 15:54: 'acc_memcpy_to_device_async' takes no keyword arguments here
! expect-error: 16:21: a variable is required at (1)
! expect-error: 17:19: Rank mismatch in argument 'data_dev' at (1) (scalar and rank-1)
