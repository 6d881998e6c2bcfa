! A DO variable assigned inside its loop (§11.1.7.4.3: it shall not be redefined
! while the loop is active).
! expect-error: 10:5: Variable 'i' at (1) cannot be redefined inside loop beginning at (2)
program p
  implicit none
  integer :: i, s
  s = 0
  do i = 1, 10
    s = s + i
    i = i + 1
  end do
  print *, s
end program p
