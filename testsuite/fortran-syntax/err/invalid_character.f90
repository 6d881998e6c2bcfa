! A character that is not in the Fortran character set.
! expect-error: 5:9: invalid character '@'
program p
  integer :: i
  i = 1 @ 2
end program p
