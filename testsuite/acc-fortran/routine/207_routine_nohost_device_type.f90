! reference: without -fopenacc
! `routine` with `nohost` (OpenACC 3.3 §2.15.1: no host version is needed, the procedure is
! called only from compute regions) and with `device_type` clauses choosing the level per
! device (`device_type(nvidia) seq device_type(*) seq`), both called from `parallel loop`s.
! gfortran 12 refuses `device_type` on `routine`: the reference is the sequential meaning.
! expect-exit: 0
! expect-stdout:
! | y(1), y(n) =     2.5000   250.0000
! | z(1), z(n) =     3.0000   201.0000
module nohost_m
  implicit none
contains
  real(8) function half_plus(x)
    !$acc routine seq nohost
    real(8), intent(in) :: x
    half_plus = 0.5d0 * x + 0.5d0
  end function half_plus

  real(8) function twice_plus(x)
    !$acc routine device_type(nvidia) seq device_type(*) seq
    real(8), intent(in) :: x
    twice_plus = 2 * x + 1
  end function twice_plus
end module nohost_m

program routine_nohost_device_type
  use nohost_m
  implicit none
  integer, parameter :: n = 100
  real(8) :: x(n), y(n), z(n)
  integer :: i
  do i = 1, n
    x(i) = 5 * i - 1
  end do
  !$acc parallel loop copyin(x) copyout(y, z)
  do i = 1, n
    y(i) = half_plus(x(i))
    z(i) = twice_plus(real(i, 8))
  end do
  print '(a, 2f11.4)', 'y(1), y(n) =', y(1), y(n)
  print '(a, 2f11.4)', 'z(1), z(n) =', z(1), z(n)
end program routine_nohost_device_type
