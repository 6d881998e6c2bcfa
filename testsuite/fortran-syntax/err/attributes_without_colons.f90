! Attributes must be followed by '::'.
! expect-error: 4:24: expected '::' after the attributes, found 'a'
program p
  integer, allocatable a(:)
end program p
