! Data: assumed-shape dummies (`a(:, :)`, with and without declared lower bounds) in
! `present` and `copy` clauses of compute constructs in module procedures, called with
! whole arrays, allocatable arrays with lower bounds and contiguous sections (§2.7.5).
! expect-exit: 0
! expect-stdout:
! | total(x(:, 1)) =     42.00
! | sum(x), sum(y) =   2358.00     99.00
! | x(1,1), x(6,3), y(3,2) =    3.00  364.00    7.00
module shape_ops_m
  implicit none
contains
  subroutine scale2(a, s)
    real(8), intent(inout) :: a(:, :)
    real(8), intent(in) :: s
    integer :: i, j
    !$acc parallel loop collapse(2) present(a)
    do j = 1, size(a, 2)
      do i = 1, size(a, 1)
        a(i, j) = a(i, j) * s
      end do
    end do
  end subroutine scale2

  subroutine shift_lb(a)
    real(8), intent(inout) :: a(0:, -1:)
    integer :: i, j
    !$acc parallel loop collapse(2) copy(a)
    do j = -1, ubound(a, 2)
      do i = 0, ubound(a, 1)
        a(i, j) = a(i, j) + i - j
      end do
    end do
  end subroutine shift_lb

  real(8) function total(v)
    real(8), intent(in) :: v(:)
    integer :: i
    total = 0
    !$acc parallel loop reduction(+:total) present(v)
    do i = 1, size(v)
      total = total + v(i)
    end do
  end function total
end module shape_ops_m

program assumed_shape_present
  use shape_ops_m
  implicit none
  real(8) :: x(6, 4)
  real(8), allocatable :: y(:, :)
  integer :: i, j
  do j = 1, 4
    do i = 1, 6
      x(i, j) = i * j
    end do
  end do
  allocate (y(-2:3, 0:2))
  y = 1
  !$acc data copy(x, y)
  call scale2(x, 2.0d0)
  call scale2(y, 3.0d0)
  call scale2(x(:, 2:3), 10.0d0)
  print '(a, f10.2)', 'total(x(:, 1)) =', total(x(:, 1))
  !$acc end data
  call shift_lb(y)
  call shift_lb(x)
  print '(a, 2f10.2)', 'sum(x), sum(y) =', sum(x), sum(y)
  print '(a, 3f8.2)', 'x(1,1), x(6,3), y(3,2) =', x(1, 1), x(6, 3), y(3, 2)
end program assumed_shape_present
