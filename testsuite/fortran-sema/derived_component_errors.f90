! Derived types: a component the type does not have, '%' on a non-derived variable, and a
! structure constructor value of the wrong type.
! expect-error: 18:5: 'z' at (1) is not a member of the 'point' structure
! expect-error: 19:3: Unexpected '%' for nonderived-type variable at (1)
! expect-error: 20:13: Cannot convert LOGICAL(4) to REAL(4) at (1)
module shapes
  implicit none
  type :: point
    real :: x = 0, y = 0
  end type point
end module shapes

program p
  use shapes
  implicit none
  type(point) :: a
  integer :: n
  a%z = 1.0
  n%x = 2
  a = point(.true., 1.0)
end program p
