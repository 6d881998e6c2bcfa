! Intrinsic assignment between types that do not convert (§10.2.1.2).
! expect-error: 8:10: Cannot convert REAL(4) to LOGICAL(4) at (1)
! expect-error: 9:7: Cannot convert CHARACTER(3) to INTEGER(4) at (1)
program p
  implicit none
  logical :: flag
  integer :: n
  flag = 1.5
  n = 'abc'
  print *, flag, n
end program p
