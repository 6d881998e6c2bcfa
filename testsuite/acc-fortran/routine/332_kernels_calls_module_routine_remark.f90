! A kernels loop that calls a module procedure (a seq routine) is left sequential, and
! -Minfo=accel names the procedure as the program writes it (sq), not by its symbol
! (__kcalls_m_MOD_sq). The same routine in a parallel loop runs on every gang.
! remark: not parallelized: calls sq [-Minfo=accel]
! expect-exit: 0
! expect-stdout:
! | chain matches: T
! |    1.01562   1.06647   1.16665   1.34027
module kcalls_m
  implicit none
contains
  real function sq(x)
    !$acc routine seq
    real, intent(in) :: x
    sq = x * x
  end function
  subroutine chain(a, n)
    integer, intent(in) :: n
    real, intent(inout) :: a(n)
    integer :: i
    !$acc kernels copy(a)
    do i = 2, n
      a(i) = 0.5 * sq(a(i - 1)) + a(i)
    end do
    !$acc end kernels
    !$acc parallel loop copy(a)
    do i = 1, n
      a(i) = sq(a(i)) + 1.0
    end do
  end subroutine
end module

program p
  use kcalls_m
  implicit none
  integer, parameter :: n = 8
  real :: a(n), b(n)
  integer :: i
  do i = 1, n
    a(i) = 0.125 * i
  end do
  b = a
  do i = 2, n
    b(i) = 0.5 * b(i - 1) * b(i - 1) + b(i)
  end do
  b = b * b + 1.0
  call chain(a, n)
  print '(a,l1)', 'chain matches: ', all(abs(a - b) <= 1.0e-5 * abs(b))
  print '(4f10.5)', a(1:4)
end program
