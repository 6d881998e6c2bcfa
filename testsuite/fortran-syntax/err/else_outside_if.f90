! ELSE outside an IF construct.
! expect-error: 6:3: 'else' outside an IF construct
program p
  integer :: i
  i = 1
  else
  i = 2
end program p
