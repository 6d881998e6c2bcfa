! A binary operator without its right operand.
! expect-error: 5:12: expected an expression at end of statement
program p
  real :: x
  x = 1.0 +
end program p
