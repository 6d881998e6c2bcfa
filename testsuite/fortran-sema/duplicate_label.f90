! A label on two statements of one unit (§6.2.5), and a GO TO to a missing label.
! expect-error: 8:1: Duplicate statement label 10 at (1) and (2)
! expect-error: 11:19: Label 20 referenced at (1) is never defined
program p
  implicit none
  integer :: i
  i = 0
10 continue
  i = i + 1
10 continue
  if (i < 3) goto 20
  print *, i
end program p
