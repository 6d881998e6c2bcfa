! Data: assumed-shape dummies (`a(:)`, `b(:, :)`, reached through descriptors) in compute
! constructs inside a data region of the caller: `present` of the dummy finds the caller's
! mapping (§2.7.5), and an implicit use maps the descriptor with its data attached.
! expect-exit: 0
! expect-stdout:
! | y(1), y(50) =      4.00    151.00
! | sum(m) =     72.00
! | PASS
module ops_m
  implicit none
contains
  subroutine axpy(a, x, y)
    real(8), intent(in) :: a
    real(8), intent(in) :: x(:)
    real(8), intent(inout) :: y(:)
    integer :: i
    !$acc parallel loop present(x, y)
    do i = 1, size(y)
      y(i) = a * x(i) + y(i)
    end do
  end subroutine axpy

  subroutine scale2d(b, f)
    real(8), intent(inout) :: b(:, :)
    real(8), intent(in) :: f
    integer :: i, j
    !$acc parallel loop collapse(2)
    do j = 1, size(b, 2)
      do i = 1, size(b, 1)
        b(i, j) = b(i, j) * f
      end do
    end do
  end subroutine scale2d
end module ops_m

program assumed_shape
  use ops_m
  implicit none
  real(8) :: x(50), y(50), m(6, 4)
  integer :: i
  do i = 1, 50
    x(i) = real(i, 8)
    y(i) = 1.0d0
  end do
  m = 2.0d0
  !$acc data copyin(x) copy(y)
  call axpy(2.0d0, x, y)
  call axpy(1.0d0, x, y)
  !$acc end data
  call scale2d(m, 1.5d0)
  print '(a, 2f10.2)', 'y(1), y(50) =', y(1), y(50)
  print '(a, f10.2)', 'sum(m) =', sum(m)
  if (y(50) == 151.0d0 .and. sum(m) == 72.0d0) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program assumed_shape
