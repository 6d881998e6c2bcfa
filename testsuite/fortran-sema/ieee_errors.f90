! ieee_arithmetic (§17.10): the inquiry functions are generics with REAL specifics of one
! argument.
! expect-error: 12:12: There is no specific function for the generic 'ieee_is_nan' at (1)
! expect-error: 13:12: There is no specific function for the generic 'ieee_is_finite' at (1)
program p
  use ieee_arithmetic, only: ieee_is_nan, ieee_is_finite, ieee_class, ieee_class_type, &
                             ieee_quiet_nan
  implicit none
  integer :: i
  real :: x
  type(ieee_class_type) :: c
  print *, ieee_is_nan(i)
  print *, ieee_is_finite(x, x)
  c = ieee_class(x)
end program p
