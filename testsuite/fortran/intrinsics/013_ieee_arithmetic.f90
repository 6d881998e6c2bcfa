! Intrinsics: the ieee_arithmetic module: building infinities and NaNs with ieee_value,
! ieee_is_nan / ieee_is_finite / ieee_is_negative, NaN comparisons, and signed zeros.
! expect-exit: 0
! expect-stdout:
! |  F T T
! |  F T T
! |  T T
! |   -1.0
! |  F T F F
! | 2
! |  T
program ieee
  use ieee_arithmetic
  implicit none
  real(8) :: inf, nan, z, x(4)
  inf = ieee_value(1.0d0, ieee_positive_inf)
  nan = ieee_value(1.0d0, ieee_quiet_nan)
  z = -0.0d0
  write(*, '(3l2)') ieee_is_finite(inf), ieee_is_nan(nan), ieee_is_finite(1.0d300)
  write(*, '(3l2)') nan == nan, nan /= nan, inf > huge(1.0d0)
  write(*, '(2l2)') ieee_is_negative(z), z == 0.0d0
  write(*, '(f6.1)') sign(1.0d0, z)
  x = [1.0d0, nan, -inf, 2.0d0]
  write(*, '(4l2)') ieee_is_nan(x)
  write(*, '(i0)') count(ieee_is_finite(x))
  write(*, '(l2)') ieee_support_nan(1.0d0)
end program ieee
