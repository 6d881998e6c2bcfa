! CASE outside SELECT CASE.
! expect-error: 6:3: 'case' outside a SELECT CASE construct
program p
  integer :: i
  i = 1
  case (1)
  i = 2
end program p
