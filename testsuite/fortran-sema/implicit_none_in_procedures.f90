! IMPLICIT NONE of a module applies to its procedures (§8.7: the host's
! implicit rules); undeclared names there and in a main program.
! expect-error: 11:5: Symbol 'total' at (1) has no IMPLICIT type
! expect-error: 15:13: Symbol 'offset' at (1) has no IMPLICIT type
! expect-error: 20:12: Symbol 'undefined_var' at (1) has no IMPLICIT type
module m
  implicit none
contains
  subroutine s(n)
    integer, intent(in) :: n
    total = n
  end subroutine s
  integer function f(k)
    integer, intent(in) :: k
    f = k + offset
  end function f
end module m
program p
  implicit none
  print *, undefined_var
end program p
