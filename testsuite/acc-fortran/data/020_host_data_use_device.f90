! Data: `host_data use_device` (§2.8) hands a library the device copies of two arrays
! (through a bind(c) interface); the compute construct after it and the end of the data
! region see the library's work only through the device copies (with discrete memory).
! (gfortran 12 rejects allocatables in use_device, so both arrays are explicit-shape here.)
! link-with-acc: helpers/device_scale.c
! expect-exit: 0
! expect-stdout:
! | a(1), a(2), a(n) =     4.0     8.0    64.0
! | b(1), b(n) =     1.0    16.0
! | PASS
module lib_m
  use iso_c_binding
  implicit none
  interface
    subroutine device_scale(d, n, f) bind(c, name="device_scale")
      import :: c_double, c_int
      real(c_double) :: d(*)
      integer(c_int), value :: n
      real(c_double), value :: f
    end subroutine device_scale
  end interface
end module lib_m

program host_data_use_device
  use lib_m
  implicit none
  integer, parameter :: n = 16
  real(8) :: a(n)
  real(8) :: b(n)
  integer :: i
  do i = 1, n
    a(i) = real(i, 8)
    b(i) = real(2 * i, 8)
  end do
  !$acc data copy(a, b)
  !$acc host_data use_device(a, b)
  call device_scale(a, n, 3.0d0)
  call device_scale(b, n, 0.5d0)
  !$acc end host_data
  !$acc parallel loop
  do i = 1, n
    a(i) = a(i) + b(i)
  end do
  !$acc end data
  print '(a, 3f8.1)', 'a(1), a(2), a(n) =', a(1), a(2), a(n)
  print '(a, 2f8.1)', 'b(1), b(n) =', b(1), b(n)
  if (a(n) == 4.0d0 * n .and. b(n) == real(n, 8)) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program host_data_use_device
