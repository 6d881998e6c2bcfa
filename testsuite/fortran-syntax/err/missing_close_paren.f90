! An unbalanced parenthesis.
! expect-error: 5:17: expected ')' at end of statement
program p
  real :: x
  x = (1.0 + 2.0
end program p
