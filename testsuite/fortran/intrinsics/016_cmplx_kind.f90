! Intrinsics: `cmplx(x, y, kind)` with KIND as the third positional argument and as a
! keyword, on variables and constants, `cmplx(x, kind=)` with no Y, and `dcmplx`: both parts
! kept, the result of the requested kind (§16.9.50).
! expect-exit: 0
! expect-stdout:
! | cmplx(x4, y4, 8):         1.2500   -2.5000  8
! | cmplx(x8, y8, dp):      3.1250000000000000  0.1000000000000000
! | cmplx(x8, y8, kind=):   3.1250000000000000  0.1000000000000000
! | cmplx(x8, y8, 4):         3.1250    0.1000  4
! | cmplx(i, i+1, 8):         7.0000    8.0000
! | cmplx(1.5, 2.5, 8):       1.5000    2.5000
! | cmplx(x4, kind=8):        1.2500    0.0000
! | dcmplx(x4, y4):           1.2500   -2.5000  8
! | times i:                 -0.1000    3.1250
program cmplx_kind
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  real(4) :: x4, y4
  real(8) :: x8, y8
  integer :: i
  complex(8) :: z8
  complex(4) :: z4
  x4 = 1.25
  y4 = -2.5
  x8 = 3.125d0
  y8 = 0.1d0
  i = 7
  z8 = cmplx(x4, y4, 8)
  print '(a, 2f10.4, i3)', 'cmplx(x4, y4, 8):     ', real(z8), aimag(z8), kind(cmplx(x4, y4, 8))
  z8 = cmplx(x8, y8, dp)
  print '(a, 2f20.16)', 'cmplx(x8, y8, dp):    ', real(z8), aimag(z8)
  z8 = cmplx(x8, y8, kind=dp)
  print '(a, 2f20.16)', 'cmplx(x8, y8, kind=): ', real(z8), aimag(z8)
  z4 = cmplx(x8, y8, 4)
  print '(a, 2f10.4, i3)', 'cmplx(x8, y8, 4):     ', real(z4), aimag(z4), kind(cmplx(x8, y8, 4))
  z8 = cmplx(i, i + 1, 8)
  print '(a, 2f10.4)', 'cmplx(i, i+1, 8):     ', real(z8), aimag(z8)
  z8 = cmplx(1.5, 2.5, 8)
  print '(a, 2f10.4)', 'cmplx(1.5, 2.5, 8):   ', real(z8), aimag(z8)
  z8 = cmplx(x4, kind=8)
  print '(a, 2f10.4)', 'cmplx(x4, kind=8):    ', real(z8), aimag(z8)
  z8 = dcmplx(x4, y4)
  print '(a, 2f10.4, i3)', 'dcmplx(x4, y4):       ', real(z8), aimag(z8), kind(dcmplx(x4, y4))
  z8 = cmplx(x8, y8, 8) * cmplx(0.0d0, 1.0d0, 8)
  print '(a, 2f10.4)', 'times i:              ', real(z8), aimag(z8)
end program cmplx_kind
