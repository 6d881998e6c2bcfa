! A DO statement with no final value.
! expect-error: 5:11: expected ',' at end of statement
program p
  integer :: i
  do i = 1
  end do
end program p
