! Arrays: functions with explicit-shape (bounds from the dummies, non-default lower bounds)
! and allocatable results used in expressions, reductions, actual arguments and nested
! calls; an allocatable reassigned from a section of itself (the right side is evaluated
! before the left is reallocated, §10.2.1.3).
! expect-exit: 0
! expect-stdout:
! |    2.0   4.0   6.0   8.0
! |     40.0
! |    3.0   5.0   7.0   9.0
! |   2  4  6  2
! |   10.0  11.0  12.0  20.0  21.0  22.0
! |   20.0  22.0  24.0  40.0  42.0  44.0
! |    6.0  10.0
! | 3  6  7  8
! |   80  70  60
module array_results
  implicit none
contains
  function twice(x) result(y)
    real(8), intent(in) :: x(:)
    real(8) :: y(size(x))
    y = 2 * x
  end function twice
  function evens(n) result(v)
    integer, intent(in) :: n
    integer, allocatable :: v(:)
    integer :: i
    v = [(2 * i, i = 1, 4)]
    v = v(1:min(n, 4))
  end function evens
  function grid(n, m)
    integer, intent(in) :: n, m
    real(8) :: grid(0:n-1, m)
    integer :: i, j
    do j = 1, m
      do i = 0, n - 1
        grid(i, j) = i + 10 * j
      end do
    end do
  end function grid
end module array_results

program results
  use array_results
  implicit none
  real(8) :: a(4), g(3, 2)
  integer :: k(3)
  integer, allocatable :: w(:)
  a = [1d0, 2d0, 3d0, 4d0]
  write(*, '(4f6.1)') twice(a)
  write(*, '(f8.1)') sum(twice(twice(a)))
  a = twice(a) + 1
  write(*, '(4f6.1)') a
  k = evens(3)
  write(*, '(4i3)') k, size(evens(2))
  g = grid(3, 2)
  write(*, '(6f6.1)') g
  write(*, '(6f6.1)') grid(3, 2) * 2
  call show(twice(a(1:2)))
  w = [5, 6, 7, 8, 9]
  w = w(2:4)
  write(*, '(i0,3i3)') size(w), w
  w = w(3:1:-1) * 10
  write(*, '(3i4)') w
contains
  subroutine show(v)
    real(8), intent(in) :: v(:)
    write(*, '(2f6.1)') v
  end subroutine show
end program results
