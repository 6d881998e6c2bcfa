! FORALL and DO CONCURRENT masks must be scalar logical, WHERE masks logical arrays
! (§10.2.3.1, §10.2.4.1, §11.1.7.2).
! expect-error: 10:25: FORALL mask clause at (1) requires a scalar LOGICAL expression
! expect-error: 13:18: FORALL mask clause at (1) requires a scalar LOGICAL expression
! expect-error: 14:10: WHERE/ELSEWHERE clause at (1) requires a LOGICAL array
program p
  implicit none
  integer :: i, a(4)
  a = 0
  do concurrent (i=1:4, i)
    a(i) = i
  end do
  forall (i=1:4, 2) a(i) = i
  where (a) a = 1
end program p
