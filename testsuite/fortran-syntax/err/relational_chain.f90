! Relational operators do not associate.
! expect-error: 7:13: relational operators do not associate; use parentheses
program p
  logical :: l
  real :: a, b, c
  a = 1; b = 2; c = 3
  l = a < b < c
end program p
