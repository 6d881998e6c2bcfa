! Dummy procedures and procedure pointers (§15.5.2.9, §10.2.2.4): a procedure dummy takes a
! procedure with the same function result type, a procedure pointer dummy a procedure
! pointer, an abstract interface is never referenced (C1511), a pointer's target is a
! procedure, and a function name is not a value.
! expect-error: 43:13: Expected a procedure for argument 'f' at (1)
! expect-error: 44:13: Interface mismatch in dummy procedure 'f' at (1): Type mismatch in function result (REAL(4)/REAL(8))
! expect-error: 45:7: ABSTRACT INTERFACE 'fun' must not be referenced at (1)
! expect-error: 46:18: Expected a procedure pointer for argument 'p' at (1)
! expect-error: 47:8: Invalid procedure pointer assignment at (1)
! expect-error: 48:7: Function 'q' requires an argument list at (1)
! expect-error: 49:8: Interface mismatch in procedure pointer assignment at (1): Type mismatch in function result (REAL(4)/REAL(8))
module m
  implicit none
  abstract interface
    real function fun(x)
      real, intent(in) :: x
    end function
  end interface
contains
  real function apply(f, x)
    procedure(fun) :: f
    real, intent(in) :: x
    apply = f(x)
  end function
  subroutine takes_ptr(p)
    procedure(fun), pointer :: p
    p => null()
  end subroutine
  real(8) function dbl(x)
    real(8), intent(in) :: x
    dbl = x
  end function
  real function sq(x)
    real, intent(in) :: x
    sq = x * x
  end function
end module
program t
  use m
  implicit none
  real :: y
  procedure(fun), pointer :: q
  y = apply(y, 1.0)
  y = apply(dbl, 1.0)
  y = fun(2.0)
  call takes_ptr(sq)
  q => y
  y = q
  q => dbl
end program
