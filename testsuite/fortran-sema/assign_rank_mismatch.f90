! An array assigned to a scalar (§10.2.1.2: the variable must be an array or the
! expression a scalar).
! expect-error: 9:3: Incompatible ranks 0 and 1 in assignment at (1)
program p
  implicit none
  integer :: i
  real :: a(3)
  a = 1.0
  i = a
  print *, i
end program p
