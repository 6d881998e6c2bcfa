! A statement label of zero.
! expect-error: 6:1: statement label must not be zero
program p
  integer :: i
  i = 1
0 continue
end program p
