! Array assignments whose right side reads another part of the left-hand variable (§10.2.1.3:
! the right side is evaluated before any element is defined): halo copies between columns
! (`x(:, 0) = x(:, 1)`, `x(:, n) = x(:, k)` with k = n at run time), other components of one
! structure (`f%e(1:f%n) = f%e(1:f%n) + f%v(1:f%n)`), elemental intrinsics of the section
! defined, and the overlapping forms that need the temporary (shifted sections, a column
! with its own elements reversed, a component array read at other elements).
! expect-exit: 0
! expect-stdout:
! |   11.  12.  13.  14.  11.  12.  13.  14.  21.  22.  23.  24.  31.  32.  33.  34.
! |   11.  12.  13.  14.  11.  12.  13.  14.  21.  22.  23.  24.  32.  44.  46.  35.
! |   11.  12.  13.  14.  14.  13.  12.  11.  21.  22.  23.  24.  32.  44.  46.  35.
! |    1.   1.   2.   3.   4.   5.   6.   7.
! |    2.   3.   5.   7.   9.  11.  13.   7.
! |   3.414  4.732  7.236  9.646 12.000 14.317 16.606  9.646
! |   1.50  2.50  3.50  4.50  5.50  6.50
! |   1.50  1.50  2.50  3.50  4.50  5.50
! |   7.50  5.50  4.50  2.00  4.00  6.00
module fields_m
  type field_t
    integer :: n = 6
    real :: e(6), v(6)
    real, allocatable :: w(:,:)
  end type
end module
program assignment_overlap_parts
  use fields_m
  implicit none
  real :: x(4, 0:3), a(8)
  type(field_t) :: f
  integer :: i, k, n
  do k = 0, 3
    do i = 1, 4
      x(i, k) = 10 * k + i
    end do
  end do
  x(:, 0) = x(:, 1)
  print '(16f5.0)', x
  n = 3; k = 3
  x(:, n) = x(:, k) + 1
  x(2:3, n) = x(2:3, k - 1) * 2
  print '(16f5.0)', x
  x(:, 1) = x(4:1:-1, 1)
  print '(16f5.0)', x
  a = [(real(i), i = 1, 8)]
  a(2:8) = a(1:7)
  print '(8f5.0)', a
  a(1:7) = a(2:8) + a(1:7)
  print '(8f5.0)', a
  a = -a
  a(:) = abs(a(:)) + sqrt(abs(a(:)))
  print '(8f7.3)', a
  f%e = [(real(i), i = 1, 6)]
  f%v = 0.5
  f%e(1:f%n) = f%e(1:f%n) + f%v(1:f%n)
  print '(6f6.2)', f%e
  f%e(2:f%n) = f%e(1:f%n-1)
  print '(6f6.2)', f%e
  allocate(f%w(3, 2))
  f%w(:, 1) = [1, 2, 3]
  f%w(:, 2) = f%w(:, 1) * 2
  f%w(:, 1) = f%w(3:1:-1, 2) + f%e(1:3)
  print '(6f6.2)', f%w
end program
