! IMPLICIT NONE: a name used without a declaration has no type.
! expect-error: 7:3: Symbol 'total' at (1) has no IMPLICIT type
program p
  implicit none
  integer :: i
  i = 1
  total = i + 1
  print *, total
end program p
