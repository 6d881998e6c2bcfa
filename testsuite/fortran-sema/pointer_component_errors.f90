! Pointer components and scalar pointers (§10.2.2.2): the pointer object must be a pointer
! (C1019), the target a TARGET or POINTER (C1027) of the same type (C1023); NULLIFY and
! ASSOCIATED take pointers (§9.7.2 C941, §16.9.16).
! expect-error: 19:3: Non-POINTER in pointer association context (pointer assignment) at (1)
! expect-error: 20:10: Pointer assignment target is neither TARGET nor POINTER at (1)
! expect-error: 21:11: Non-POINTER in pointer association context (pointer assignment) at (1)
! expect-error: 22:3: Different types in pointer assignment at (1); attempted assignment of INTEGER(4) to REAL(4)
! expect-error: 23:23: 'pointer' argument of 'associated' intrinsic at (1) must be a POINTER
program p
  implicit none
  type t
    integer :: n
    real, pointer :: q => null()
  end type
  type(t) :: a
  real :: plain
  integer, pointer :: ip
  real, pointer :: rp
  a%n => ip
  a%q => plain
  nullify(a%n)
  rp => ip
  print *, associated(a%n)
end program p
