! ieee_exceptions (§17.11): the flag argument is of IEEE_FLAG_TYPE, FLAG_VALUE is a LOGICAL
! variable of the flag's shape for IEEE_GET_FLAG, the status argument is of
! IEEE_STATUS_TYPE, and the subroutines are not functions.
! expect-error: 13:22: 'flag' argument of 'ieee_get_flag' at (1) must be of type IEEE_FLAG_TYPE
! expect-error: 14:37: 'flag_value' argument of 'ieee_get_flag' at (1) must be a variable
! expect-error: 15:34: 'flag_value' argument of 'ieee_get_flag' at (1) must be LOGICAL and conform with 'flag'
! expect-error: 16:24: 'status_value' argument of 'ieee_get_status' at (1) must be a scalar of type IEEE_STATUS_TYPE
! expect-error: 17:12: 'ieee_get_flag' at (1) is not a function
program p
  use, intrinsic :: ieee_exceptions
  implicit none
  logical :: f
  call ieee_get_flag(1, f)
  call ieee_get_flag(ieee_overflow, .true.)
  call ieee_get_flag(ieee_usual, f)
  call ieee_get_status(f)
  print *, ieee_get_flag(ieee_overflow, f)
end program p
