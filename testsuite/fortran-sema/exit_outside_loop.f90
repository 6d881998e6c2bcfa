! EXIT and CYCLE without a construct name outside every DO loop (§11.1.12,
! §11.1.7.4.4).
! expect-error: 9:14: EXIT statement at (1) is not within a construct
! expect-error: 10:3: CYCLE statement at (1) is not within a construct
program p
  implicit none
  integer :: i
  i = 1
  if (i > 0) exit
  cycle
end program p
