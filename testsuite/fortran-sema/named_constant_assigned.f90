! A named constant on the left of an assignment (§8.5.13: not definable).
! expect-error: 6:3: Named constant 'n' in variable definition context (assignment) at (1)
program p
  implicit none
  integer, parameter :: n = 10
  n = 11
  print *, n
end program p
