! Intrinsic references with an argument of the wrong type or a missing one
! (§16.9: SQRT takes REAL or COMPLEX, MOD two arguments, IAND integers).
! expect-error: 11:12: 'x' argument of 'sqrt' intrinsic at (1) must be REAL or COMPLEX
! expect-error: 12:7: Missing actual argument 'p' in call to 'mod' at (1)
! expect-error: 13:15: 'j' argument of 'iand' intrinsic at (1) must be INTEGER
program p
  implicit none
  integer :: i
  real :: x
  i = 4
  x = sqrt(i)
  x = mod(x)
  i = iand(i, x)
  print *, x, i
end program p
