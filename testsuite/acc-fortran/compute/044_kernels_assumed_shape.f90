! Compute: `kernels` without data clauses (§2.6.2: the arrays are copied implicitly) on
! assumed-shape dummies, with array assignments, a WHERE with a scalar broadcast and a
! FORALL over a 2-D array, each run as a parallel loop (the remark lines, -Minfo=accel).
! remark: loop at 22:5 gang-partitioned
! remark: loop at 23:5 gang-partitioned
! remark: loop at 24:21 gang-partitioned
! remark: loop nest at 25:5 (2 loops collapsed) gang-partitioned
! remark: loop nest at 26:5 (2 loops collapsed) gang-partitioned
! expect-exit: 0
! expect-stdout:
! | sum(y), sum(z), sum(g) =     6656.00        0.00    49425.00
! | y(9), z(9), z(2), g(30,20) =    5.50    0.00    0.00  301.00
module axpy_m
  implicit none
contains
  subroutine update(x, y, z, g, a)
    real(4), intent(inout) :: x(:), y(:), z(:)
    real(4), intent(inout) :: g(:, :)
    real(4), intent(in) :: a
    integer :: i, j
    !$acc kernels
    y = a * x + y
    z(:) = y(:) - x(:)
    where (z < 3.0) z = 0.0
    forall (i = 1:size(g, 1), j = 1:size(g, 2)) g(i, j) = g(i, j) + i * j
    g(:, :) = g(:, :) * 0.5
    !$acc end kernels
  end subroutine update
end module axpy_m

program kernels_assumed_shape
  use axpy_m
  implicit none
  integer, parameter :: n = 2048
  real(4) :: x(n), y(n), z(n), g(30, 20)
  integer :: i
  do i = 1, n
    x(i) = mod(i, 10)
    y(i) = 1
  end do
  z = -1
  g = 2
  call update(x, y, z, g, 0.5)
  print '(a, 3f12.2)', 'sum(y), sum(z), sum(g) =', sum(y), sum(z), sum(g)
  print '(a, 4f8.2)', 'y(9), z(9), z(2), g(30,20) =', y(9), z(9), z(2), g(30, 20)
end program kernels_assumed_shape
