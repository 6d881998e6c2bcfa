! Vector subscripts (§9.5.3.3.3): the subscript is a rank-1 integer array (C927), and a
! section with one is not a pointer target (§10.2.2.2 C1025).
! expect-error: 12:14: Array index at (1) is an array of rank 2
! expect-error: 13:8: Pointer assignment with vector subscript on rhs at (1)
program p
  implicit none
  real, target :: a(5)
  real, pointer :: q(:)
  integer :: m(2, 2), idx(3)
  a = 1
  idx = [1, 2, 3]
  print *, a(m)
  q => a(idx)
  a(idx) = 2.0
end program p
