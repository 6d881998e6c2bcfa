! Intrinsics: numeric inquiry and manipulation (huge, tiny, epsilon, radix, range,
! exponent, fraction, spacing, nearest, scale, set_exponent) for real(4) and real(8).
! expect-exit: 0
! expect-stdout:
! |   3.40282347E+38  1.17549435E-38
! |   1.7976931348623157+308  2.2250738585072014-308
! | 2 37 307
! | 6   0.750000
! |   7.1054273576010019E-15
! |   2.2204460492503131E-16
! |   1.1102230246251565E-16
! |    48.0000     1.2500
! | 4 8
! |   4.50359963E+15
program inquiry
  implicit none
  real(4) :: s
  real(8) :: d
  s = 1.0
  d = 1.0d0
  write(*, '(2es16.8)') huge(s), tiny(s)
  write(*, '(2es24.16)') huge(d), tiny(d)
  write(*, '(i0,1x,i0,1x,i0)') radix(d), range(s), range(d)
  d = 48.0d0
  write(*, '(i0,1x,f10.6)') exponent(d), fraction(d)
  write(*, '(es24.16)') spacing(d)
  write(*, '(es24.16)') nearest(1.0d0, 1.0d0) - 1.0d0
  write(*, '(es24.16)') 1.0d0 - nearest(1.0d0, -1.0d0)
  write(*, '(f10.4,1x,f10.4)') scale(3.0d0, 4), set_exponent(10.0d0, 1)
  write(*, '(i0,1x,i0)') kind(s), kind(d)
  write(*, '(es16.8)') rrspacing(1.0d0)
end program inquiry
