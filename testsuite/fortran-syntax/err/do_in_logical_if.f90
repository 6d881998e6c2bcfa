! A DO statement as the action of a logical IF.
! expect-error: 6:14: this statement is not allowed in a logical IF statement
program p
  integer :: i
  i = 1
  if (i > 0) do i = 1, 2
end program p
