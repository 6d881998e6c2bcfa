! Extensions of shape, with overriding bindings: shapes_base.f90 never sees them.
module shapes_ext
  use shapes_base
  implicit none
  type, extends(shape) :: circle
    real :: r = 1.0
  contains
    procedure :: area => circle_area
    procedure :: describe => circle_describe
  end type
  type, extends(circle) :: ring
    real :: inner = 0.5
  contains
    procedure :: area => ring_area
    procedure :: scale => ring_scale
  end type
contains
  real function circle_area(s)
    class(circle), intent(in) :: s
    circle_area = 3.0 * s%r * s%r
  end function
  subroutine circle_describe(s)
    class(circle), intent(in) :: s
    print '(a,f6.2,a,f6.2)', 'circle at', s%x, ' radius', s%r
  end subroutine
  real function ring_area(s)
    class(ring), intent(in) :: s
    ring_area = 3.0 * (s%r * s%r - s%inner * s%inner)
  end function
  subroutine ring_scale(s, f)
    class(ring), intent(inout) :: s
    real, intent(in) :: f
    s%r = s%r * f
    s%inner = s%inner * f
  end subroutine
  ! A CLASS IS guard of an intermediate type, in the extensions' own file.
  subroutine which(s)
    class(shape), intent(in) :: s
    select type (s)
    class is (circle)
      print '(a,f6.2)', 'which: a circle or extension, r =', s%r
    class default
      print '(a)', 'which: not a circle'
    end select
  end subroutine
end module
