! A character length that is not a constant expression (§7.4.4.2) needs an object created
! on entry: not a module variable, not a variable of the main program, not a SAVEd local.
! expect-error: 7:23: 'label' at (1) must have constant character length in this context
! expect-error: 12:29: Automatic object 'kept' at (1) cannot have the SAVE attribute
module m
  integer :: n = 4
  character(len=n) :: label
end module m
subroutine s(k)
  use m
  integer, intent(in) :: k
  character(len=k), save :: kept
  kept = 'abc'
  print *, kept, label
end subroutine s
