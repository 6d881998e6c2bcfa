! Program units: a generic name resolved by rank (rank-1 and rank-2 specifics) and by kind
! (real(4) and real(8)), and an elemental subroutine applied to arrays.
! expect-exit: 0
! expect-stdout:
! |    85.0000
! |     5.0000
! |    10.0000 4
! |   1.0  1.0  2.0  2.0  3.0
! |   5.0  5.0  4.0  4.0  3.0
module norms
  implicit none
  interface l2norm
    module procedure l2norm_1d, l2norm_2d, l2norm_1d_sp
  end interface l2norm
contains
  real(8) function l2norm_1d(v)
    real(8), intent(in) :: v(:)
    l2norm_1d = sqrt(sum(v * v))
  end function l2norm_1d
  real(8) function l2norm_2d(m)
    real(8), intent(in) :: m(:, :)
    l2norm_2d = sqrt(sum(m * m))
  end function l2norm_2d
  real(4) function l2norm_1d_sp(v)
    real(4), intent(in) :: v(:)
    l2norm_1d_sp = sqrt(sum(v * v))
  end function l2norm_1d_sp
  elemental subroutine swap_if_greater(a, b)
    real(8), intent(inout) :: a, b
    real(8) :: t
    if (a > b) then
      t = a
      a = b
      b = t
    end if
  end subroutine swap_if_greater
end module norms

program byrank
  use norms
  implicit none
  real(8) :: v(4) = [3.0d0, 4.0d0, 12.0d0, 84.0d0], m(2, 2) = reshape([1.0d0, 2.0d0, 2.0d0, 4.0d0], [2, 2])
  real(8) :: a(5) = [5, 1, 4, 2, 3], b(5) = [1, 5, 2, 4, 3]
  real(4) :: s(2) = [6.0, 8.0]
  write(*, '(f10.4)') l2norm(v)
  write(*, '(f10.4)') l2norm(m)
  write(*, '(f10.4,1x,i0)') l2norm(s), kind(l2norm(s))
  call swap_if_greater(a, b)
  write(*, '(5f5.1)') a
  write(*, '(5f5.1)') b
end program byrank
