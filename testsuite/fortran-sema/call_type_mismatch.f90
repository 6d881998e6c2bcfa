! Actual arguments of the wrong type to a module procedure (§15.5.2.4: the
! actual's type must be the dummy's).
! expect-error: 17:10: Type mismatch in argument 'x' at (1); passed INTEGER(4) to REAL(4)
! expect-error: 18:15: Type mismatch in argument 'n' at (1); passed REAL(4) to INTEGER(4)
module m
  implicit none
contains
  subroutine s(x, n)
    real, intent(in) :: x
    integer, intent(in) :: n
    print *, x, n
  end subroutine s
end module m
program p
  use m
  implicit none
  call s(1, 2)
  call s(1.0, 2.0)
end program p
