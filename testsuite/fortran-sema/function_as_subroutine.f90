! A subroutine referenced as a function (§15.5.1).
! expect-error: 20:7: Unexpected use of subroutine name 's' at (1)
module m
  implicit none
contains
  integer function f(k)
    integer, intent(in) :: k
    f = k
  end function f
  subroutine s(k)
    integer, intent(in) :: k
    print *, k
  end subroutine s
end module m
program p
  use m
  implicit none
  integer :: i
  i = f(1)
  i = s(2)
end program p
