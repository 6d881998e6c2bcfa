! Types: single and double precision arithmetic, mixed-kind promotion, real(.., kind)
! conversion, `dble`, `aint`/`anint`, and edit descriptors that print them exactly enough.
! expect-exit: 0
! expect-stdout:
! |  0.333333343  0.33333333333333331  0.33333334326744080
! |   0.0000000E+00
! |   9.9999999999999989E-01
! |  F
! |    2.0  -2.0   3.0  -3.0
! |     1.4142
! |     3.7500     1.5000
! |     0.5000    -4.0000
! |   4.2857E-01
program realarith
  implicit none
  real :: s
  real(8) :: d, e
  integer :: i
  s = 1.0 / 3.0
  d = 1.0d0 / 3.0d0
  e = s
  write(*, '(f12.9,1x,f20.17,1x,f20.17)') s, d, e
  write(*, '(es15.7)') real(d, 4) - s
  d = 0.0d0
  do i = 1, 10
    d = d + 0.1d0
  end do
  write(*, '(es24.16)') d
  write(*, '(l2)') d == 1.0d0
  write(*, '(4f6.1)') aint(2.7d0), aint(-2.7d0), anint(2.5d0), anint(-2.5d0)
  write(*, '(f10.4)') 2.0d0**0.5d0
  write(*, '(f10.4,1x,f10.4)') 7.5d0 / 2, mod(7.5d0, 2.0d0)
  write(*, '(f10.4,1x,f10.4)') modulo(-7.5d0, 2.0d0), sign(4.0d0, -0.5d0)
  write(*, '(es12.4)') dble(3) / 7
end program realarith
