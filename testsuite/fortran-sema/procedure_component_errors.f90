! Procedure pointer components (§7.5.4.1 C756: a procedure component has the POINTER
! attribute) and procedure pointer assignment to them (§10.2.2.4: a procedure with a
! compatible interface).
! expect-error: 18:31: POINTER attribute is required for procedure pointer component at (1)
! expect-error: 31:10: Interface mismatch in procedure pointer assignment at (1): Type mismatch in function result (REAL(4)/INTEGER(4))
! expect-error: 32:10: Invalid procedure pointer assignment at (1)
module m
  implicit none
  abstract interface
    real function fun(x)
      real, intent(in) :: x
    end function
  end interface
  type ok_t
    procedure(fun), pointer, nopass :: f => null()
  end type
  type bad_t
    procedure(fun), nopass :: g
  end type
contains
  integer function count_it(x)
    real, intent(in) :: x
    count_it = int(x)
  end function
end module
program p
  use m
  implicit none
  type(ok_t) :: a
  real :: r
  a%f => count_it
  a%f => r
end program p
