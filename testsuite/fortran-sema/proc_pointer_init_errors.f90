! Initial targets of procedure pointers (§8.4 C822, §7.5.4.6): a procedure, external or a
! module procedure, of a compatible interface; not a variable nor an internal procedure.
! expect-error: 15:35: 'notproc' at (1) is not a procedure
! expect-error: 17:44: Interface mismatch in procedure pointer initialization at (1): 'two_args' has the wrong number of arguments
! expect-error: 14:35: Interface mismatch in procedure pointer initialization at (1): 'two_args' has the wrong number of arguments
! expect-error: 34:34: Procedure pointer initialization target 'inner' at (1) must be an external or module procedure
module m
  implicit none
  abstract interface
    real function f1(x)
      real, intent(in) :: x
    end function f1
  end interface
  procedure(f1), pointer :: p1 => two_args
  procedure(f1), pointer :: p2 => notproc
  type :: t
    procedure(f1), pointer, nopass :: c => two_args
  end type t
  real :: notproc = 1.0
contains
  real function two_args(x, y)
    real, intent(in) :: x, y
    two_args = x + y
  end function two_args
end module m

program p
  implicit none
  abstract interface
    real function f2(x)
      real, intent(in) :: x
    end function f2
  end interface
  procedure(f2), pointer :: q => inner
  print *, q(2.0)
contains
  real function inner(x)
    real, intent(in) :: x
    inner = x
  end function inner
end program p
