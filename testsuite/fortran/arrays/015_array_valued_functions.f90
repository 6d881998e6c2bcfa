! Arrays: functions returning allocatable arrays of a size known only inside (filtering),
! array-valued functions used in expressions and as actual arguments, and a function returning
! a rank-2 result.
! expect-exit: 0
! expect-stdout:
! | 4   1.50  3.00  4.00  2.50
! |   1.50 -0.50  2.50  2.50  2.00  6.00  8.50
! |   25.500
! |    10.0   -1.0
! |    20.0   -2.0
! |    30.0   -3.0
! | 0
module filters
  implicit none
contains
  function positives(v) result(r)
    real(8), intent(in) :: v(:)
    real(8), allocatable :: r(:)
    r = pack(v, v > 0.0d0)
  end function positives
  function outer(a, b) result(m)
    real(8), intent(in) :: a(:), b(:)
    real(8) :: m(size(a), size(b))
    integer :: i, j
    do j = 1, size(b)
      do i = 1, size(a)
        m(i, j) = a(i) * b(j)
      end do
    end do
  end function outer
  function cumsum(v) result(c)
    real(8), intent(in) :: v(:)
    real(8) :: c(size(v))
    integer :: i
    c(1) = v(1)
    do i = 2, size(v)
      c(i) = c(i - 1) + v(i)
    end do
  end function cumsum
end module filters

program avf
  use filters
  implicit none
  real(8) :: v(7) = [1.5d0, -2.0d0, 3.0d0, 0.0d0, -0.5d0, 4.0d0, 2.5d0]
  real(8), allocatable :: p(:)
  real(8) :: m(3, 2)
  integer :: i
  p = positives(v)
  write(*, '(i0,1x,5f6.2)') size(p), p
  write(*, '(7f6.2)') cumsum(v)
  write(*, '(f8.3)') sum(cumsum(positives(v)))
  m = outer([1.0d0, 2.0d0, 3.0d0], [10.0d0, -1.0d0])
  write(*, '(2f7.1)') (m(i, :), i = 1, 3)
  write(*, '(i0)') size(positives(-abs(v)))
end program avf
