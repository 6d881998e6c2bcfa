! GO TO without a label.
! expect-error: 6:8: expected a statement label at end of statement
program p
  integer :: i
  i = 1
  go to
end program p
