! One error per bad statement; the statements between them still parse.
! expect-error: 7:11: expected an expression at end of statement
! expect-error: 9:11: expected an expression, found '*'
! expect-error: 13:14: unexpected 'j' after the end of the statement
program p
  integer :: i, j
  i = (1 + 
  j = 2
  j = j * * 3
  do j = 1, 3
    i = i + j
  end do
  print *, i j
end program p
