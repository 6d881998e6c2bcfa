! A statement label with six digits.
! expect-error: 6:1: statement label has more than five digits
program p
  integer :: i
  i = 1
123456 continue
end program p
