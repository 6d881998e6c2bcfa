! Intrinsic assignments between character and numeric types (§10.2.1.2).
! expect-error: 10:7: Cannot convert REAL(4) to CHARACTER(4) at (1)
! expect-error: 11:7: Cannot convert CHARACTER(1) to INTEGER(4) at (1)
program p
  implicit none
  integer :: i
  logical :: l
  character(len=4) :: c
  l = .true.
  c = 2.0
  i = 'x'
  print *, i, l, c
end program p
