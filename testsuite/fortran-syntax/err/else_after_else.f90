! ELSE IF after ELSE.
! expect-error: 10:3: no 'else' or 'else if' may follow 'else' in an IF construct
program p
  integer :: i
  i = 1
  if (i > 0) then
    i = 2
  else
    i = 3
  else if (i < 0) then
    i = 4
  end if
end program p
