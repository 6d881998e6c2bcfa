! Intrinsics: ieee_arithmetic as simulation codes use it: a module procedure scanning a field
! for NaNs and infinities (elemental ieee_is_nan/ieee_is_finite on arrays and sections),
! replacing bad values, ieee_class compared with the class constants, ieee_value for both
! real kinds, ieee_copy_sign, ieee_is_normal, ieee_unordered and the ieee_support inquiries.
! expect-exit: 0
! expect-stdout:
! | rho: 1 NaN, 9 finite
! | bad values: 3
! |    1.000E+00   2.000E+00   1.798+308
! |    4.000E+00   0.000E+00   6.000E+00
! |    7.000E+00   8.000E+00   9.000E+00
! |   -1.798+308   1.100E+01   1.200E+01
! |  T
! |  1 positive        T  F
! |  2 negative        T  T
! |  3 zero            T  F
! |  4 negative zero   T  T
! |  5 denormal        F  F
! |  6 infinite        F  T
! |  7 nan             F  F
! |  F T T F
! |   -3.0   3.0
! |  T T T T
module field_checks
  use, intrinsic :: ieee_arithmetic
  implicit none
  integer, parameter :: dp = kind(1.0d0)
contains
  subroutine scan_field(name, f, nbad)
    character(len=*), intent(in) :: name
    real(dp), intent(inout) :: f(:, :)
    integer, intent(out) :: nbad
    integer :: i, j
    nbad = count(.not. ieee_is_finite(f))
    write(*, '(a,a,i0,a,i0,a)') name, ': ', count(ieee_is_nan(f)), ' NaN, ', &
      count(ieee_is_finite(f)), ' finite'
    do j = 1, size(f, 2)
      do i = 1, size(f, 1)
        if (ieee_is_nan(f(i, j))) then
          f(i, j) = 0.0_dp
        else if (.not. ieee_is_finite(f(i, j))) then
          f(i, j) = ieee_copy_sign(huge(1.0_dp), f(i, j))
        end if
      end do
    end do
  end subroutine scan_field

  character(len=14) function describe(x)
    real(dp), intent(in) :: x
    type(ieee_class_type) :: c
    c = ieee_class(x)
    if (c == ieee_quiet_nan .or. c == ieee_signaling_nan) then
      describe = 'nan'
    else if (c == ieee_positive_inf .or. c == ieee_negative_inf) then
      describe = 'infinite'
    else if (c == ieee_negative_zero) then
      describe = 'negative zero'
    else if (c == ieee_positive_zero) then
      describe = 'zero'
    else if (c == ieee_positive_denormal .or. c == ieee_negative_denormal) then
      describe = 'denormal'
    else if (c /= ieee_negative_normal) then
      describe = 'positive'
    else
      describe = 'negative'
    end if
  end function describe
end module field_checks

program ieee_checks
  use field_checks
  implicit none
  real(dp) :: f(3, 4), probes(7)
  real :: s, snan
  integer :: nbad, k

  f = reshape([(real(k, dp), k = 1, 12)], [3, 4])
  f(2, 2) = ieee_value(1.0_dp, ieee_quiet_nan)
  f(3, 1) = ieee_value(1.0_dp, ieee_positive_inf)
  f(1, 4) = ieee_value(1.0_dp, ieee_negative_inf)
  call scan_field('rho', f, nbad)
  write(*, '(a,i0)') 'bad values: ', nbad
  write(*, '(3es12.3)') f
  write(*, '(l2)') all(ieee_is_finite(f(:, 2:3)))

  probes = [1.5_dp, -2.0_dp, 0.0_dp, -0.0_dp, tiny(1.0_dp) / 4, &
            ieee_value(0.0_dp, ieee_negative_inf), ieee_value(0.0_dp, ieee_quiet_nan)]
  do k = 1, size(probes)
    write(*, '(i2,1x,a,l3,l3)') k, describe(probes(k)), ieee_is_normal(probes(k)), &
      ieee_is_negative(probes(k))
  end do

  s = ieee_value(s, ieee_positive_inf)
  snan = ieee_value(snan, ieee_quiet_nan)
  write(*, '(4l2)') ieee_is_finite(s), ieee_is_nan(snan), ieee_unordered(s, snan), &
    ieee_unordered(s, 1.0)
  write(*, '(f6.1,f6.1)') ieee_copy_sign(3.0, -1.0), ieee_copy_sign(3.0_dp, 2.0_dp)
  write(*, '(4l2)') ieee_support_inf(s), ieee_support_nan(1.0_dp), ieee_support_datatype(s), &
    ieee_support_standard(1.0_dp)
end program ieee_checks
