! A statement function referenced with an argument of another type (§15.6.4: the
! actual arguments agree with the dummies in type, no conversion).
! expect-error: 8:12: Type mismatch in argument 'r' at (1); passed INTEGER(4) to REAL(8)
program p
  implicit none
  real(8) :: area, r, y
  area(r) = 3.0d0 * r * r
  y = area(2)
  print *, y
end program p
