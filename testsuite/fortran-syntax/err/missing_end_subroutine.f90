! A subroutine with no END statement.
! expect-error: 3:1: this subroutine has no 'end subroutine' statement
subroutine s()
  integer :: i
  i = 1
