! Types: complex(8) arithmetic, intrinsics real/aimag/conjg/abs/cmplx, complex exp and sqrt,
! printed component-wise with an explicit format.
! expect-exit: 0
! expect-stdout:
! |     5.0000    5.0000
! |     0.1000    0.7000
! |     1.0000   -2.0000
! |   3.16227766
! |   0.50000000  0.86602540
! |   0.00000000  2.00000000
! |   0.00000000  0.00000000
! |    -3.0000    4.0000
program cplx
  implicit none
  complex(8) :: z, w, r
  real(8), parameter :: pi = acos(-1.0d0)
  integer :: k
  z = (1.0d0, 2.0d0)
  w = cmplx(3.0d0, -1.0d0, kind=8)
  r = z * w
  write(*, '(2f10.4)') real(r), aimag(r)
  r = z / w
  write(*, '(2f10.4)') r
  write(*, '(2f10.4)') conjg(z)
  write(*, '(f12.8)') abs(w)
  r = exp(cmplx(0.0d0, pi / 3, kind=8))
  write(*, '(2f12.8)') r
  r = sqrt((-4.0d0, 0.0d0))
  write(*, '(2f12.8)') r
  r = (0.0d0, 0.0d0)
  do k = 0, 7
    r = r + exp(cmplx(0.0d0, 2 * pi * k / 8, kind=8))
  end do
  write(*, '(2f12.8)') abs(real(r)), abs(aimag(r))
  write(*, '(2f10.4)') z**2
end program cplx
