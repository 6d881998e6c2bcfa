! An attribute that does not exist.
! expect-error: 4:12: expected an attribute, found 'allocatble'
program p
  integer, allocatble :: a(:)
end program p
