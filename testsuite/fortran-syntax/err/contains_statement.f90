! An executable statement after CONTAINS.
! expect-error: 6:3: only subroutines and functions may follow CONTAINS
module m
  integer :: x
contains
  x = 1
  subroutine s()
  end subroutine s
end module m
