! Fortran has no reserved words: variables named like keywords.
program keywords_as_names
  implicit none
  integer :: if(3), do, end, real, then, call, go, to
  logical :: else
  integer :: select, case, format(2), result
  if(1) = 1
  if (2) = 2
  do = 3
  end = do + if(1)
  real = end
  then = real
  call = 1; go = 2; to = 3
  else = .true.
  if (else) then
    select = 1
  end if
  case = select
  format(1) = case
  format (2) = 4
  result = format(2)
  do do = 1, 2
    if(3) = do
  end do
  print *, if, end, real, then, call, go + to, result
end program keywords_as_names
