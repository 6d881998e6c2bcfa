! Arrays: whole-array arithmetic with conformable operands and scalars broadcast, elemental
! intrinsics on arrays, array-valued functions, and a `merge` blend.
! expect-exit: 0
! expect-stdout:
! |   1.0000  0.7755  0.6735  0.6939  0.8367  1.1020  1.4898  2.0000
! |   1.0000  0.8317  0.6321  0.4264  0.2344  0.0694 -0.0607 -0.1531
! |  -1.5714 -0.7143  0.1429  1.0000  1.8571  2.7143  3.5714
! |   1.0000  0.8317  0.6321  0.4264  0.2344  1.1020  1.4898  2.0000
! |   1.5000  1.5000  1.5000  1.5000  1.5000  1.5000  1.5607  2.1531
! |   1.0000  1.7755  1.4490  1.3673  1.5306  1.9388  2.5918  3.4898
module fields
  implicit none
contains
  function gradient(u, dx) result(g)
    real(8), intent(in) :: u(:), dx
    real(8) :: g(size(u) - 1)
    g = (u(2:) - u(:size(u) - 1)) / dx
  end function gradient
end module fields

program wholearr
  use fields
  implicit none
  integer, parameter :: n = 8
  real(8) :: x(n), u(n), v(n)
  integer :: i
  x = [(real(i - 1, 8) / (n - 1), i = 1, n)]
  u = 3.0d0 * x**2 - 2.0d0 * x + 1.0d0
  v = exp(-x) * cos(2.0d0 * x)
  write(*, '(8f8.4)') u
  write(*, '(8f8.4)') v
  write(*, '(7f8.4)') gradient(u, x(2) - x(1))
  write(*, '(8f8.4)') merge(u, v, u > 1.0d0)
  write(*, '(8f8.4)') max(u, 1.5d0) - min(v, 0.0d0)
  u(2:n) = u(1:n-1) + u(2:n)
  write(*, '(8f8.4)') u
end program wholearr
