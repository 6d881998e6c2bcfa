! Arrays: loops over assumed-shape dummies (§8.5.8.3) called with contiguous arrays, with
! sections with strides and with a mix of both in one call, so that every statement runs
! both with unit and with other strides: array assignment, DO loops (nested, with EXIT and
! CYCLE), WHERE, FORALL, a rank-2 dummy, a derived-type component section and complex
! elements; the results compared with the same work done on explicit copies.
! expect-exit: 0
! expect-stdout:
! | unit       7224.500
! | stride     2245.500    2245.500
! | mixed       625.500     625.500
! | rank 2      264.062     264.062
! | comp       -302.500
! | complex    50.000   -45.000    50.000   -45.000
module ops_m
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  type pt
    real(dp) :: x, y
    integer :: tag
  end type pt
contains
  subroutine triad(a, b, c, s)
    real(dp), intent(inout) :: a(:)
    real(dp), intent(in) :: b(:), c(:), s
    integer :: i
    a = b + s * c
    do i = 1, size(a)
      if (b(i) < 0.0_dp) cycle
      a(i) = a(i) + 0.5_dp * b(i)
      if (a(i) > 1.0e6_dp) exit
    end do
    where (c > 2.0_dp)
      a = a - c
    elsewhere
      a = a + 1.0_dp
    end where
    forall (i = 2:size(a)) a(i) = a(i) + b(i - 1)
  end subroutine triad

  subroutine smooth(m)
    real(dp), intent(inout) :: m(:, :)
    integer :: i, j
    do j = 1, size(m, 2)
      do i = 2, size(m, 1)
        m(i, j) = m(i, j) + 0.25_dp * m(i - 1, j)
      end do
    end do
  end subroutine smooth

  subroutine scale_c(z, f)
    complex(dp), intent(inout) :: z(:)
    real(dp), intent(in) :: f
    z = z * f + cmplx(0.0_dp, 1.0_dp, dp)
  end subroutine scale_c

  real(dp) function total(v)
    real(dp), intent(in) :: v(:)
    integer :: i
    total = 0.0_dp
    do i = 1, size(v)
      total = total + v(i) * i
    end do
  end function total
end module ops_m

program assumed_shape_strides_mixed
  use ops_m
  implicit none
  real(dp) :: a(40), b(40), c(40), a2(20), b2(20), c2(20), m(6, 5), mc(3, 5)
  complex(dp) :: z(10), zc(5)
  type(pt) :: p(8)
  integer :: i
  do i = 1, 40
    a(i) = 0.0_dp
    b(i) = real(mod(i * 7, 11), dp) - 3.0_dp
    c(i) = real(mod(i * 3, 5), dp)
  end do
  ! Contiguous, then strided, then contiguous and strided mixed.
  call triad(a, b, c, 2.0_dp)
  print '(a,f12.3)', 'unit   ', total(a)
  call triad(a(1:40:2), b(2:40:2), c(1:40:2), 3.0_dp)
  a2 = a(1:40:2)
  print '(a,2f12.3)', 'stride ', total(a(1:40:2)), total(a2)
  b2 = b(2:40:2)
  c2 = c(1:20)
  call triad(a2, b2, c(1:20), -1.0_dp)
  call triad(a(2:40:2), b(2:40:2), c2, -1.0_dp)
  print '(a,2f12.3)', 'mixed  ', total(a2), total(a(2:40:2))
  m = reshape([(real(i, dp), i = 1, 30)], [6, 5])
  mc = m(1:6:2, :)
  call smooth(m(1:6:2, :))
  call smooth(mc)
  print '(a,2f12.3)', 'rank 2 ', sum(m(1:6:2, :)), sum(mc)
  do i = 1, 8
    p(i) = pt(real(i, dp), real(-i, dp), i)
  end do
  call triad(p%x, p%y, c(1:16:2), 1.5_dp)
  print '(a,f12.3)', 'comp   ', total(p%x)
  z = [(cmplx(i, -i, dp), i = 1, 10)]
  zc = z(1:10:2)
  call scale_c(z(1:10:2), 2.0_dp)
  call scale_c(zc, 2.0_dp)
  print '(a,4f10.3)', 'complex', sum(z(1:10:2)), sum(zc)
end program assumed_shape_strides_mixed
