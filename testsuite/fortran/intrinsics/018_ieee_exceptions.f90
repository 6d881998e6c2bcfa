! Intrinsics: ieee_exceptions (§17.11) as numerical code uses it: a module procedure clears
! IEEE_USUAL, divides and reports which of overflow, division by zero and invalid were
! signalled (operands read at run time so no compiler folds them); overflow of a repeated
! scaling; halting modes queried and set; IEEE_GET_STATUS/IEEE_SET_STATUS restoring the
! flags; an array of IEEE_FLAG_TYPE variables, keyword arguments, IEEE_SUPPORT_FLAG and
! IEEE_SUPPORT_HALTING; ieee_arithmetic giving the same names.
! expect-exit: 0
! expect-stdout:
! | overflow/div0/invalid: F F F
! |   2.00 T
! | overflow/div0/invalid: F T F
! |  F F
! | overflow/div0/invalid: F F T
! |  F T
! | scale by 10**10 overflow: F
! | scale by 10**50 overflow: T
! | halting on div0 by default: F
! | halting on invalid now: T
! | and off again: F
! | inexact, underflow before restore: F T
! | inexact, underflow after restore:  T F
! | support: T T
module safe_math
  use, intrinsic :: ieee_exceptions
  implicit none
contains
  ! Divides, reporting a division by zero or an invalid operation instead of letting them
  ! through.
  subroutine checked_divide(a, b, q, ok)
    real(8), intent(in) :: a, b
    real(8), intent(out) :: q
    logical, intent(out) :: ok
    logical :: flags(3)
    call ieee_set_flag(ieee_usual, .false.)
    q = a / b
    call ieee_get_flag(ieee_usual, flags)
    ok = .not. any(flags)
    write(*, '(a,3l2)') 'overflow/div0/invalid:', flags
    call ieee_set_flag(ieee_all, .false.)
  end subroutine checked_divide

  subroutine scale_up(x, n, y)
    real, intent(in) :: x
    integer, intent(in) :: n
    real, intent(out) :: y
    logical :: over
    integer :: k
    call ieee_set_flag(ieee_overflow, .false.)
    y = x
    do k = 1, n
      y = y * 10.0
    end do
    call ieee_get_flag(ieee_overflow, over)
    write(*, '(a,i0,a,l2)') 'scale by 10**', n, ' overflow:', over
    call ieee_set_flag(ieee_overflow, .false.)
  end subroutine scale_up
end module safe_math

program ieee_flags_demo
  use safe_math
  use, intrinsic :: ieee_arithmetic
  implicit none
  real(8) :: q, a, b, z
  logical :: ok, halt, f1, f2
  type(ieee_status_type) :: saved
  type(ieee_flag_type) :: which(2)
  logical :: got(2)
  real :: y
  character(len=32) :: buf

  buf = '6.0 3.0 0.0'
  read(buf, *) a, b, z
  call checked_divide(a, b, q, ok)
  write(*, '(f6.2,l2)') q, ok
  call checked_divide(a, z, q, ok)
  write(*, '(l2,l2)') ok, ieee_is_finite(q)
  call checked_divide(z, z, q, ok)
  write(*, '(l2,l2)') ok, ieee_is_nan(q)

  call scale_up(1.0, 10, y)
  call scale_up(1.0, 50, y)

  call ieee_get_halting_mode(ieee_divide_by_zero, halt)
  write(*, '(a,l2)') 'halting on div0 by default:', halt
  call ieee_set_halting_mode(ieee_invalid, .true.)
  call ieee_get_halting_mode(ieee_invalid, halt)
  write(*, '(a,l2)') 'halting on invalid now:', halt
  call ieee_set_halting_mode(ieee_invalid, .false.)
  call ieee_get_halting_mode(ieee_invalid, halt)
  write(*, '(a,l2)') 'and off again:', halt

  call ieee_set_flag(ieee_all, .false.)
  call ieee_set_flag(ieee_inexact, .true.)
  call ieee_get_status(saved)
  call ieee_set_flag(ieee_inexact, .false.)
  call ieee_set_flag(ieee_underflow, .true.)
  which = [ieee_inexact, ieee_underflow]
  call ieee_get_flag(which, got)
  write(*, '(a,2l2)') 'inexact, underflow before restore:', got
  call ieee_set_status(saved)
  call ieee_get_flag(which(1), f1)
  call ieee_get_flag(flag=which(2), flag_value=f2)
  write(*, '(a,2l2)') 'inexact, underflow after restore: ', f1, f2
  call ieee_set_flag(ieee_all, .false.)
  write(*, '(a,2l2)') 'support:', ieee_support_flag(ieee_overflow), ieee_support_halting(ieee_overflow)
end program ieee_flags_demo
