! Type extension, type-bound procedures, class dummies.
module shapes
  implicit none
  type, abstract :: shape
    character(len=16) :: name = 'shape'
  contains
    procedure(area_if), deferred :: area
    procedure :: describe
  end type shape

  abstract interface
    real function area_if(self)
      import :: shape
      class(shape), intent(in) :: self
    end function area_if
  end interface

  type, extends(shape) :: circle
    real :: r = 1.0
  contains
    procedure :: area => circle_area
  end type circle

  type, extends(shape) :: rect
    real :: w = 1.0, h = 1.0
  contains
    procedure :: area => rect_area
  end type rect
contains
  subroutine describe(self)
    class(shape), intent(in) :: self
    print '(a, " area ", f8.3)', trim(self%name), self%area()
  end subroutine describe

  real function circle_area(self)
    class(circle), intent(in) :: self
    circle_area = 3.14159 * self%r**2
  end function circle_area

  real function rect_area(self)
    class(rect), intent(in) :: self
    rect_area = self%w * self%h
  end function rect_area
end module shapes
