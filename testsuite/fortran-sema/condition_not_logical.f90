! IF and DO WHILE conditions must be scalar logical expressions (§11.1.7.2, §11.1.8).
! expect-error: 8:7: IF clause at (1) requires a scalar LOGICAL expression
! expect-error: 11:13: Exit condition of DO WHILE loop at (1) must be a scalar LOGICAL expression
program p
  implicit none
  integer :: i
  i = 3
  if (i) then
    i = 1
  end if
  do while (i + 1)
    i = i - 1
  end do
end program p
