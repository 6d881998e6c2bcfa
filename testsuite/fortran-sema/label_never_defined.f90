! Branches to labels that no statement of the unit carries (§11.2.1): GO TO, arithmetic IF
! and the END= of a READ, each reported once.
! expect-error: 8:8: Label 10 referenced at (1) is never defined
! expect-error: 9:18: Label 30 referenced at (1) is never defined
! expect-error: 10:18: END tag label 40 at (1) not defined
program p
  integer :: i, v
  goto 10
  if (i - 1) 20, 30, 20
  read(*, *, end=40) v
20 print *, v
  goto 10
end program p
