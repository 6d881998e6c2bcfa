! A statement between SELECT CASE and its first CASE.
! expect-error: 7:3: expected 'case' in a SELECT CASE construct
program p
  integer :: i
  i = 1
  select case (i)
  i = 2
  case (1)
    i = 3
  end select
end program p
