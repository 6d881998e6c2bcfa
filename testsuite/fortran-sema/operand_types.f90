! Operands of intrinsic operators of the wrong type (§10.1.5: numeric operators,
! .NOT., concatenation).
! expect-error: 14:7: Operands of binary numeric operator '+' at (1) are INTEGER(4)/LOGICAL(4)
! expect-error: 15:7: Operand of unary numeric operator '-' at (1) is LOGICAL(4)
! expect-error: 16:7: Operand of .not. operator at (1) is INTEGER(4)
! expect-error: 17:7: Operands of string concatenation operator at (1) are CHARACTER(4)/INTEGER(4)
program p
  implicit none
  integer :: i
  logical :: l
  character(len=4) :: c
  l = .true.
  c = 'abcd'
  i = 1 + l
  i = -l
  l = .not. i
  i = c // 1
  print *, i, l, c
end program p
