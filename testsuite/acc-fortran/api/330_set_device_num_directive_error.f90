! The set directive with a device number that does not exist (OpenACC 3.3 §2.14.3; the host
! device type has one device, number 0): a runtime error that names the directive and its
! line, as every other directive's runtime error does. It named
! acc_set_device_num, a routine the program never calls, and had no file:line. The second
! call of pick never returns.
! expect-from: hand (runtime error)
! expect-exit: 1
! expect-stderr-contains: 330_set_device_num_directive_error.f90:28: set:
! expect-stderr-contains: host device number 5 does not exist
! expect-stdout:
! | sum on device 0: 120
module pick_device
  implicit none
contains
  integer function total(a, n, dev) result(s)
    integer, intent(in) :: n, dev
    integer, intent(in) :: a(n)
    integer :: i
    !$acc init device_type(host) device_num(dev)
    s = 0
    !$acc parallel loop reduction(+:s) copyin(a)
    do i = 1, n
      s = s + a(i)
    end do
  end function
  subroutine pick(dev)
    integer, intent(in) :: dev
    !$acc set device_type(host) device_num(dev)
  end subroutine
end module

program p
  use pick_device
  implicit none
  integer :: a(16), i
  do i = 1, 16
    a(i) = i - 1
  end do
  call pick(0)
  print '(a,i0)', 'sum on device 0: ', total(a, 16, 0)
  flush(6)
  call pick(5)
  print '(a)', 'device 5 selected'
end program
