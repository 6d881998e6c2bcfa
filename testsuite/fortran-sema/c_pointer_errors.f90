! C pointers (§18.2.3): C_LOC's argument has the TARGET or POINTER attribute (§18.2.3.6),
! and C_F_POINTER needs SHAPE for an array FPTR (§18.2.3.3).
! expect-error: 11:13: Argument X at (1) to C_LOC shall have either the POINTER or the TARGET attribute
! expect-error: 12:23: Expected SHAPE argument to C_F_POINTER with array FPTR at (1)
program p
  use iso_c_binding
  implicit none
  real(c_double) :: plain(4)
  real(c_double), pointer :: v(:)
  type(c_ptr) :: q
  q = c_loc(plain)
  call c_f_pointer(q, v)
end program p
