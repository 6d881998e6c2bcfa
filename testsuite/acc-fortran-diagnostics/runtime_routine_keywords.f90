! The openacc module's scalar routines by the dummy names of the OpenACC 3.3 §3.2 Fortran
! interfaces: a keyword that is not one of them, a dummy left without an actual, and a procedure passed
! where a device type belongs (Tests/acc_set_device_num.f90 passes acc_get_device_type without
! parentheses) name the spec's dummy.
program runtime_routine_keywords
  use openacc
  implicit none
  integer :: n
  call acc_wait(queue=1)
  call acc_set_device_num(dev_type=acc_device_host)
  n = acc_get_num_devices(acc_get_device_type)
  call acc_wait_async(async_arg=2, wait_arg=1)
end program runtime_routine_keywords
! expect-error: 9:17: Keyword argument 'queue' at (1) is not in the procedure
! expect-error: 10:3: Missing actual argument for argument 'dev_num' at (1)
! expect-error: 11:27: Unexpected procedure for argument 'dev_type' at (1)
