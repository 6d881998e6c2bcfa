! Arrays: assumed-shape dummies (`a(:,:)`) receiving whole arrays, sections and strided
! sections; size/shape/lbound inside the callee (lower bounds become 1), and a column-sum
! routine applied to a transposed view.
! expect-exit: 0
! expect-stdout:
! | shape  4  6 lbound  1  1 sum  636.00
! | shape  2  6 lbound  1  1 sum  318.00
! | shape  2  2 lbound  1  1 sum   64.00
! |     6.0   46.0   86.0  126.0  166.0  206.0
! |   150.0  156.0  162.0  168.0
! |     2.5   12.5   22.5   32.5   42.5  152.5
! |   150.0  151.0  152.5  153.0
module shape_mod
  implicit none
contains
  subroutine describe(a)
    real(8), intent(in) :: a(:, :)
    write(*, '(a,2i3,a,2i3,a,f8.2)') 'shape', shape(a), ' lbound', lbound(a), ' sum', sum(a)
  end subroutine describe
  function colsum(a) result(s)
    real(8), intent(in) :: a(:, :)
    real(8) :: s(size(a, 2))
    integer :: j
    do j = 1, size(a, 2)
      s(j) = sum(a(:, j))
    end do
  end function colsum
  subroutine bump(v, by)
    real(8), intent(inout) :: v(:)
    real(8), intent(in) :: by
    v = v + by
  end subroutine bump
end module shape_mod

program assumed
  use shape_mod
  implicit none
  real(8) :: m(0:3, -1:4)
  integer :: i, j
  do j = -1, 4
    do i = 0, 3
      m(i, j) = i + 10 * (j + 1)
    end do
  end do
  call describe(m)
  call describe(m(1:2, :))
  call describe(m(::2, ::3))
  write(*, '(6f7.1)') colsum(m)
  write(*, '(4f7.1)') colsum(transpose(m))
  call bump(m(2, :), 0.5d0)
  call bump(m(:, 4), 100.0d0)
  write(*, '(6f7.1)') m(2, :)
  write(*, '(4f7.1)') m(:, 4)
end program assumed
