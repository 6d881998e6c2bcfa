! A defined operator applied to operands none of its specifics takes, and an
! operator that was never defined (§10.1.6.1).
! expect-error: 26:7: Operands of user operator 'dot' at (1) are TYPE(v2)/REAL(4)
! expect-error: 27:7: Unknown operator 'cross' at (1)
module m
  implicit none
  type :: v2
    real :: x, y
  end type v2
  interface operator(.dot.)
    module procedure dot
  end interface
contains
  real function dot(a, b)
    type(v2), intent(in) :: a, b
    dot = a%x * b%x + a%y * b%y
  end function dot
end module m
program p
  use m
  implicit none
  type(v2) :: a
  real :: r
  a = v2(1.0, 2.0)
  r = a .dot. a
  r = a .dot. 2.0
  r = 1.0 .cross. 2.0
  print *, r
end program p
