! The base type and the procedures that take CLASS(shape): this file knows no extension.
module shapes_base
  implicit none
  private
  public :: shape, report, count_kinds
  type :: shape
    real :: x = 0.0
  contains
    procedure :: area => shape_area
    procedure :: describe => shape_describe
    procedure :: scale => shape_scale
  end type
contains
  real function shape_area(s)
    class(shape), intent(in) :: s
    shape_area = 0.0
  end function
  subroutine shape_describe(s)
    class(shape), intent(in) :: s
    print '(a,f6.2)', 'shape at', s%x
  end subroutine
  subroutine shape_scale(s, f)
    class(shape), intent(inout) :: s
    real, intent(in) :: f
    s%x = s%x * f
  end subroutine

  ! Dispatch through a CLASS(shape) dummy to bindings another file overrides.
  subroutine report(s)
    class(shape), intent(inout) :: s
    call s%describe()
    print '(a,f8.3)', 'area', s%area()
    call s%scale(2.0)
    print '(a,f8.3)', 'scaled area', s%area()
    select type (s)
    type is (shape)
      print '(a)', 'select: exactly shape'
    class is (shape)
      print '(a)', 'select: an extension of shape'
    class default
      print '(a)', 'select: default'
    end select
  end subroutine

  ! CLASS IS of the base type matches extensions of other files.
  subroutine count_kinds(s, nbase, next)
    class(shape), intent(in) :: s
    integer, intent(inout) :: nbase, next
    select type (s)
    type is (shape)
      nbase = nbase + 1
    class default
      next = next + 1
    end select
  end subroutine
end module
