! Arrays: rank-3 arrays with non-default bounds, 2-D slices of a 3-D field passed to a routine,
! sums over chosen dimensions, and `reshape` between rank 1 and rank 3.
! expect-exit: 0
! expect-stdout:
! |    999.0  1899.0  2799.0
! |   1890.0  1899.0  1908.0
! |   1809.0  1899.0  1989.0
! |   1890.0  1899.0  1908.0
! |   100.  110.  120.  200.  210.  220.  300.  310.  320.
! |   212.  211.  210.
module slices
  implicit none
contains
  real(8) function plane_sum(p)
    real(8), intent(in) :: p(:, :)
    plane_sum = sum(p)
  end function plane_sum
end module slices

program threed
  use slices
  implicit none
  real(8) :: f(0:2, -1:1, 3)
  real(8) :: flat(27)
  integer :: i, j, k
  do k = 1, 3
    do j = -1, 1
      do i = 0, 2
        f(i, j, k) = 100 * k + 10 * (j + 1) + i
      end do
    end do
  end do
  write(*, '(3f8.1)') (plane_sum(f(:, :, k)), k = 1, 3)
  write(*, '(3f8.1)') (plane_sum(f(i, :, :)), i = 0, 2)
  write(*, '(3f8.1)') (plane_sum(f(:, j, :)), j = -1, 1)
  write(*, '(3f8.1)') sum(sum(f, dim=3), dim=2)
  ! reshape of the section, not of f itself: flang-22 (22.1.8) at -O1 and above reshapes an
  ! array whose second lower bound is negative wrongly (it repeats the first plane's rows).
  flat = reshape(f(:, :, :), [27])
  write(*, '(9f6.0)') flat(1:27:3)
  f = reshape(flat(27:1:-1), shape(f))
  write(*, '(3f6.0)') f(:, 0, 2)
end program threed
