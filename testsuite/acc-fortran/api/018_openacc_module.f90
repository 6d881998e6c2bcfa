! The openacc module (§3.1, §3.2): kinds and constants, openacc_version, device queries
! from the host, acc_on_device, and acc_async_test/acc_wait on queues.
! expect-exit: 0
! expect-stdout:
! | openacc_version >= 201711: T
! | host devices:  1
! | on host: T
! | acc_async_sync < 0: T
! | queue done after acc_wait: T
! | a(100) =   100.0
! | PASS
program openacc_module
  use openacc
  implicit none
  integer(acc_device_kind) :: dev
  integer(acc_handle_kind) :: q
  integer :: ndev, i
  logical :: host_here, done
  real :: a(100)
  dev = acc_get_device_type()
  ndev = acc_get_num_devices(acc_device_host)
  host_here = acc_on_device(acc_device_host)
  print '(a, l2)', 'openacc_version >= 201711:', openacc_version >= 201711
  print '(a, i3)', 'host devices:', ndev
  print '(a, l2)', 'on host:', host_here
  print '(a, l2)', 'acc_async_sync < 0:', acc_async_sync < 0
  q = 3
  a = 0.0
  !$acc parallel loop copy(a) async(q)
  do i = 1, 100
    a(i) = real(i)
  end do
  call acc_wait(q)
  done = acc_async_test(q)
  print '(a, l2)', 'queue done after acc_wait:', done
  print '(a, f8.1)', 'a(100) =', a(100)
  if (ndev >= 1 .and. host_here .and. done .and. a(100) == 100.0) then
    print '(a)', 'PASS'
  else
    print '(a, i4)', 'FAIL', dev
  end if
end program openacc_module
