! ieee_exceptions (§17.11): the flag argument is of IEEE_FLAG_TYPE, FLAG_VALUE is a LOGICAL
! variable of the flag's shape for IEEE_GET_FLAG, the status argument is of
! IEEE_STATUS_TYPE, and the subroutines are not functions.
! expect-error: 15:22: 'flag' argument of 'ieee_get_flag' at (1) must be of type IEEE_FLAG_TYPE
! expect-error: 16:37: 'flag_value' argument of 'ieee_get_flag' at (1) must be a variable
! expect-error: 17:34: 'flag_value' argument of 'ieee_get_flag' at (1) must be LOGICAL and conform with 'flag'
! expect-error: 18:24: 'status_value' argument of 'ieee_get_status' at (1) must be a scalar of type IEEE_STATUS_TYPE
! expect-error: 19:12: 'ieee_get_flag' at (1) is not a function
! expect-error: 20:32: Different shape for arguments 'flag' and 'flag_value' at (1) of 'ieee_set_flag' (5/2)
program p
  use, intrinsic :: ieee_exceptions
  implicit none
  logical :: f
  logical :: two(2)
  call ieee_get_flag(1, f)
  call ieee_get_flag(ieee_overflow, .true.)
  call ieee_get_flag(ieee_usual, f)
  call ieee_get_status(f)
  print *, ieee_get_flag(ieee_overflow, f)
  call ieee_set_flag(ieee_all, [.true., .false.])
end program p
