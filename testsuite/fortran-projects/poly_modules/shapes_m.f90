module shapes_m
  implicit none
  private
  public :: shape, circle, report
  type :: shape
    real :: x = 0
  contains
    procedure :: show
  end type
  type, extends(shape) :: circle
    real :: r = 1
  contains
    procedure :: show => circle_show
  end type
contains
  subroutine show(s)
    class(shape), intent(in) :: s
    print '(a, f6.2)', 'shape', s%x
  end subroutine
  subroutine circle_show(s)
    class(circle), intent(in) :: s
    print '(a, 2f6.2)', 'circle', s%x, s%r
  end subroutine
  subroutine report(s)
    class(shape), intent(in) :: s
    select type (s)
    type is (circle)
      print '(a, f6.2)', 'report circle', s%r
    class default
      print '(a)', 'report other'
    end select
    call s%show()
  end subroutine
end module
