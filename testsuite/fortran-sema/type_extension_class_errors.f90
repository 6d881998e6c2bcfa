! Type extension and CLASS(t) dummies (§7.5.7, §15.5.2.4) used wrongly: a parent type not
! defined before, a component declared again that the parent has, a component neither the
! extension's nor inherited, a nonpolymorphic dummy given an extension's structure (only a
! CLASS(t) dummy takes one), a CLASS dummy given a structure of a type that does not extend
! its own, and a structure constructor with more values than the extension's components.
! expect-error: 25:13: Component 'y' at (1) already in the parent type
! expect-error: 27:17: Derived type 'nowhere' at (1) has not been previously defined and so cannot be a parent type
! expect-error: 45:5: 'w' at (1) is not a member of the 'point3' structure
! expect-error: 46:14: Type mismatch in argument 'p' at (1); passed TYPE(point3) to TYPE(point)
! expect-error: 47:13: Type mismatch in argument 'p' at (1); passed TYPE(point) to CLASS(point3)
! expect-error: 48:13: Type mismatch in argument 'p' at (1); passed TYPE(other) to CLASS(point3)
! expect-error: 49:7: Too many components in structure constructor at (1)
module shapes_class_errors
  implicit none
  type :: point
    real :: x = 0, y = 0
  end type
  type, extends(point) :: point3
    real :: z = 0
  end type
  type :: other
    real :: x = 0
  end type
  type, extends(point) :: twice
    real :: y
  end type
  type, extends(nowhere) :: lost
    integer :: k
  end type
contains
  subroutine plain(p)
    type(point), intent(in) :: p
  end subroutine
  subroutine poly(p)
    class(point3), intent(in) :: p
  end subroutine
end module

program use_errors
  use shapes_class_errors
  implicit none
  type(point3) :: a
  type(point) :: b
  type(other) :: o
  a%w = 1
  call plain(a)
  call poly(b)
  call poly(o)
  a = point3(1.0, 2.0, 3.0, 4.0)
end program
