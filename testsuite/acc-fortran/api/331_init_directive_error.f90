! The init directive with a device number that does not exist (OpenACC 3.3 §2.14.1): the
! runtime error names the init directive and its line, not acc_init_device. The shutdown
! directive before it succeeds.
! expect-from: hand (runtime error)
! expect-exit: 1
! expect-stderr-contains: 331_init_directive_error.f90:16: init:
! expect-stderr-contains: host device number 3 does not exist
! expect-stdout:
! | host device 0 initialized and shut down
program p
  implicit none
  integer :: dev
  dev = 0
  do while (dev < 5)
    !$acc shutdown device_type(host)
    !$acc init device_type(host) device_num(dev)
    print '(a,i0,a)', 'host device ', dev, ' initialized and shut down'
    flush(6)
    dev = dev + 3
  end do
end program
