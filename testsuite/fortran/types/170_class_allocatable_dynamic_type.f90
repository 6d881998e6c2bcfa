! Types: CLASS(t) allocatables and pointers carry their dynamic type (decision 107):
! `allocate(u :: x)` with a type-spec of an extension, `allocate(x, source=y)` from a
! structure of an extension and from a CLASS(t) dummy whose dynamic type the callee
! does not name, MOLD=, a pointer allocated with a type-spec then re-pointed; SELECT TYPE
! on them, type-bound calls dispatched by the dynamic type, and the object passed on to
! CLASS(t) dummies (written the way applications hold a "current shape" object).
! expect-exit: 0
! expect-stdout:
! | circle at  1.00 radius  1.00
! | circle at  1.00 radius  5.00
! | area  75.000
! | kind: circle
! | circle at  1.00 radius 10.00
! | clone area 300.000
! | shape at  0.00
! | kind: shape
! | circle at  2.00 radius  7.00
! | kind: circle
! | kind: an extension of circle
! | ring area  11.812
! | circle at  0.00 radius  4.00
! | clone area  47.812
! | kind: circle
! | circle at  0.00 radius  1.00
! | kind: an extension of circle
! | pointer area   2.812
! | kind: an extension of circle
! | kind: circle
! | circle at  2.00 radius  7.00
module shapes
  implicit none
  type :: shape
    real :: x = 0.0
  contains
    procedure :: describe => shape_describe
    procedure :: area => shape_area
  end type
  type, extends(shape) :: circle
    real :: r = 1.0
  contains
    procedure :: describe => circle_describe
    procedure :: area => circle_area
  end type
  type, extends(circle) :: ring
    real :: inner = 0.25
  contains
    procedure :: area => ring_area
  end type
contains
  subroutine shape_describe(s)
    class(shape), intent(in) :: s
    print '(a,f6.2)', 'shape at', s%x
  end subroutine
  subroutine circle_describe(s)
    class(circle), intent(in) :: s
    print '(a,f6.2,a,f6.2)', 'circle at', s%x, ' radius', s%r
  end subroutine
  real function shape_area(s)
    class(shape), intent(in) :: s
    shape_area = 0.0
  end function
  real function circle_area(s)
    class(circle), intent(in) :: s
    circle_area = 3.0 * s%r**2
  end function
  real function ring_area(s)
    class(ring), intent(in) :: s
    ring_area = 3.0 * (s%r**2 - s%inner**2)
  end function

  ! A copy of an object whose type only the caller knows.
  subroutine clone_and_grow(s)
    class(shape), intent(in) :: s
    class(shape), allocatable :: t
    allocate(t, source=s)
    select type (t)
    class is (circle)
      t%r = t%r * 2.0
    end select
    call t%describe()
    print '(a,f8.3)', 'clone area', t%area()
  end subroutine

  subroutine kind_of(s)
    class(shape), intent(in) :: s
    select type (s)
    type is (shape)
      print '(a)', 'kind: shape'
    type is (circle)
      print '(a)', 'kind: circle'
    class is (circle)
      print '(a)', 'kind: an extension of circle'
    end select
  end subroutine
end module

program class_allocatable_dynamic_type
  use shapes
  implicit none
  class(shape), allocatable, target :: cur
  class(shape), allocatable :: other
  class(shape), pointer :: p
  type(ring), target :: rg
  type(circle) :: c

  allocate(circle :: cur)
  cur%x = 1.0
  call cur%describe()
  select type (cur)
  type is (circle)
    cur%r = 5.0
  end select
  call cur%describe()
  print '(a,f8.3)', 'area', cur%area()
  call kind_of(cur)
  call clone_and_grow(cur)
  deallocate(cur)

  allocate(cur)
  call cur%describe()
  call kind_of(cur)
  deallocate(cur)

  c%x = 2.0
  c%r = 7.0
  allocate(cur, source=c)
  call cur%describe()
  call kind_of(cur)

  rg%r = 2.0
  allocate(other, source=rg)
  call kind_of(other)
  print '(a,f8.3)', 'ring area', other%area()
  call clone_and_grow(other)
  deallocate(other)
  allocate(other, mold=cur)
  call kind_of(other)
  call other%describe()

  allocate(ring :: p)
  call kind_of(p)
  print '(a,f8.3)', 'pointer area', p%area()
  deallocate(p)
  p => rg
  call kind_of(p)
  p => cur
  call kind_of(p)
  call p%describe()
end program
