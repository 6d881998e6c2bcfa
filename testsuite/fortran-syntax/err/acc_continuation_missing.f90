! An OpenACC directive continued onto a line that is not a directive line.
! expect-error: 7:3: expected a '!$acc' continuation line
program p
  integer :: i
  real :: a(10)
  !$acc parallel loop &
  do i = 1, 10
    a(i) = 0.0
  end do
end program p
