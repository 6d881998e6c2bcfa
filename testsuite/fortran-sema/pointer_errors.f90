! Array pointers: a pointer's shape is deferred (§8.5.14 C851), its target has the TARGET or
! POINTER attribute (§10.2.2.2 C1025) and its type and rank (C1022).
! expect-error: 11:21: Array pointer 'c' at (1) must have a deferred shape or assumed rank
! expect-error: 13:8: Pointer assignment target is neither TARGET nor POINTER at (1)
! expect-error: 15:3: Different types in pointer assignment at (1); attempted assignment of REAL(4) to INTEGER(4)
! expect-error: 16:3: Different ranks in pointer assignment at (1)
program p
  real, target :: t(4)
  real :: u(4)
  integer, pointer :: k(:)
  real, pointer :: c(3)
  real, pointer :: a(:), b(:,:)
  a => u
  a => t
  k => t
  b => t
end program p
