! Compute: a `kernels` region of array assignments, as applications write them (§2.5.3: the
! compiler finds the parallelism): whole arrays, sections, a scalar broadcast, a
! self-referencing update `x(:) = x(:) * a`, a shifted section that needs the old values
! (`y(2:n) = y(1:n-1)`), a 2-D section and a DO loop.
! expect-exit: 0
! expect-stdout:
! | sum(x), sum(y), sum(z) =     187875.00     313124.00       1588.00
! | y(1), y(2) =    500.50    502.00
! | PASS
program kernels_array_syntax
  implicit none
  integer, parameter :: n = 500
  real(8) :: x(n), y(n), z(40, 30), a, rx(n), ry(n)
  integer :: i
  a = 1.5d0
  do i = 1, n
    x(i) = real(i, 8)
    y(i) = real(n - i, 8)
  end do
  rx = x
  ry = y
  !$acc kernels
  x(:) = x(:) * a
  y(2:n) = y(1:n-1)
  z = 0.5d0
  z(2:39, 3:28) = z(2:39, 3:28) + 1.0d0
  do i = 1, n
    y(i) = y(i) + x(i)
  end do
  !$acc end kernels
  rx = rx * a
  ry(2:n) = ry(1:n-1)
  ry = ry + rx
  print '(a, 3f14.2)', 'sum(x), sum(y), sum(z) =', sum(x), sum(y), sum(z)
  print '(a, 2f10.2)', 'y(1), y(2) =', y(1), y(2)
  if (all(x == rx) .and. all(y == ry) .and. sum(z) == 0.5d0 * 1200 + 38 * 26) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program kernels_array_syntax
