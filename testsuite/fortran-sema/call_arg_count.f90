! Argument lists that do not match an explicit interface: a missing argument, one
! too many, a keyword no dummy has (§15.5.2.1, §15.5.2.2).
! expect-error: 17:3: Missing actual argument for argument 'y' at (1)
! expect-error: 18:20: More actual than formal arguments in procedure call at (1)
! expect-error: 19:15: Keyword argument 'z' at (1) is not in the procedure
module m
  implicit none
contains
  subroutine s(x, y)
    real, intent(in) :: x, y
    print *, x + y
  end subroutine s
end module m
program p
  use m
  implicit none
  call s(1.0)
  call s(1.0, 2.0, 3.0)
  call s(1.0, z=2.0)
end program p
