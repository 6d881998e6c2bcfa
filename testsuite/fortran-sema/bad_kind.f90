! Kinds the processor does not support (§7.4.3.1).
! expect-error: 5:3: Kind 3 not supported for type INTEGER at (1)
program p
  implicit none
  integer(kind=3) :: i
  i = 1
  print *, i
end program p
