! Routine: a `routine seq` module function reading a module table in `declare copyin`
! (§2.13, §2.15.1: device code refers to the device copy of the global) and a coefficient
! array in `declare create` filled by `update device`, called from a parallel loop and a
! kernels loop in a subroutine of another module.
! expect-exit: 0
! expect-stdout:
! | y(1), y(n), sum(y) =      -0.625      -1.000   16062.500
! | x(7), sum(x) =      31.375   14637.500
module table_m
  implicit none
  integer, parameter :: nt = 16
  real(8) :: table(nt) = (/ 1d0, 4d0, 9d0, 16d0, 25d0, 36d0, 49d0, 64d0, 81d0, 100d0, &
    121d0, 144d0, 169d0, 196d0, 225d0, 256d0 /)
  !$acc declare copyin(table)
  real(8) :: coef(3)
  !$acc declare create(coef)
contains
  real(8) function lookup(x)
    !$acc routine seq
    real(8), intent(in) :: x
    integer :: k
    k = min(nt, max(1, int(x) + 1))
    lookup = coef(1) * table(k) + coef(2) * x + coef(3)
  end function lookup
end module table_m

module user_m
  use table_m
  implicit none
contains
  subroutine apply(x, y, n)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n)
    real(8), intent(out) :: y(n)
    integer :: i
    !$acc parallel loop copyin(x) copyout(y)
    do i = 1, n
      y(i) = lookup(x(i))
    end do
  end subroutine apply

  subroutine apply_kernels(x, n)
    integer, intent(in) :: n
    real(8), intent(inout) :: x(n)
    integer :: i
    !$acc kernels loop copy(x)
    do i = 1, n
      x(i) = lookup(x(i)) - x(i)
    end do
  end subroutine apply_kernels
end module user_m

program routine_declared_table
  use user_m
  implicit none
  integer, parameter :: n = 200
  real(8) :: x(n), y(n)
  integer :: i
  do i = 1, n
    x(i) = mod(i, 20) * 0.75d0
  end do
  coef = (/ 1.0d0, 0.5d0, -2.0d0 /)
  !$acc update device(coef)
  call apply(x, y, n)
  call apply_kernels(x, n)
  print '(a, 3f12.3)', 'y(1), y(n), sum(y) =', y(1), y(n), sum(y)
  print '(a, 2f12.3)', 'x(7), sum(x) =', x(7), sum(x)
end program routine_declared_table
