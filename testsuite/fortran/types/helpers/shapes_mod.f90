! A module of shapes (decision 129), compiled on its own before
! 182_class_components_dynamic_type.f90 uses it: an abstract-free base with type-bound
! procedures, an extension with an allocatable component of its own, and a factory
! subroutine giving a CLASS(shape) allocatable its dynamic type.
module shapes
  implicit none
  private
  public :: shape, circle, polygon, make

  type :: shape
    character(len=8) :: label = 'shape'
  contains
    procedure :: area => shape_area
    procedure :: describe => shape_describe
  end type

  type, extends(shape) :: circle
    real :: r = 1.0
  contains
    procedure :: area => circle_area
  end type

  type, extends(shape) :: polygon
    real, allocatable :: xs(:)
  contains
    procedure :: area => polygon_area
    procedure :: describe => polygon_describe
  end type
contains
  real function shape_area(s)
    class(shape), intent(in) :: s
    shape_area = 0.0
  end function

  real function circle_area(s)
    class(circle), intent(in) :: s
    circle_area = 3.0 * s%r**2
  end function

  real function polygon_area(s)
    class(polygon), intent(in) :: s
    polygon_area = sum(s%xs)
  end function

  subroutine shape_describe(s)
    class(shape), intent(in) :: s
    print '(a,a,f8.2)', 'shape ', s%label, s%area()
  end subroutine

  subroutine polygon_describe(s)
    class(polygon), intent(in) :: s
    print '(a,a,i3,f8.2)', 'polygon ', s%label, size(s%xs), s%area()
  end subroutine

  subroutine make(s, kind, x)
    class(shape), allocatable, intent(out) :: s
    character(*), intent(in) :: kind
    real, intent(in) :: x
    select case (kind)
    case ('circle')
      allocate(circle :: s)
      select type (s)
      type is (circle)
        s%r = x
      end select
    case ('polygon')
      allocate(polygon :: s)
      select type (s)
      type is (polygon)
        s%xs = [x, 2 * x, 3 * x]
      end select
    case default
      allocate(s)
    end select
    s%label = kind
  end subroutine
end module
