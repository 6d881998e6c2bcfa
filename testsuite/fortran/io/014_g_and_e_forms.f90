! I/O: the G edit descriptor switching between F and E form across magnitudes, E with
! exponent width (`e12.4e3`), ES and EN scaling, and `d` exponents on input.
! expect-exit: 0
! expect-stdout:
! |   0.12346E-03   1.2346E-04  123.4567E-06
! |   0.20988E-02   2.0988E-03    2.0988E-03
! |   0.35679E-01   3.5679E-02   35.6790E-03
! |   0.60654       6.0654E-01  606.5428E-03
! |    10.311       1.0311E+01   10.3112E+00
! |    175.29       1.7529E+02  175.2909E+00
! |    2979.9       2.9799E+03    2.9799E+03
! |    50659.       5.0659E+04   50.6591E+03
! |  0.6020E+024
! |   150.00
! |   -0.250
program gforms
  implicit none
  real(8) :: x
  integer :: k
  character(len=20) :: s
  x = 1.234567d-4
  do k = 1, 8
    write(*, '(g13.5,1x,es12.4,1x,en13.4)') x, x, x
    x = x * 17.0d0
  end do
  write(*, '(e12.4e3)') 6.02d23
  s = '1.5d2'
  read(s, *) x
  write(*, '(f8.2)') x
  s = '-2.5E-1'
  read(s, '(e10.3)') x
  write(*, '(f8.3)') x
end program gforms
