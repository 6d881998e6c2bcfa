! Generic interfaces, defined operators and assignment, abstract interfaces.
module vectors
  implicit none
  private
  public :: operator(+), operator(.cross.), assignment(=), norm, apply

  type, public :: vec3
    real :: x = 0.0, y = 0.0, z = 0.0
  end type vec3

  interface operator(+)
    module procedure add_vec
  end interface operator(+)

  interface operator(.cross.)
    module procedure cross
  end interface

  interface assignment(=)
    module procedure from_scalar
  end interface

  interface norm
    module procedure norm_vec, norm_array
  end interface norm

  abstract interface
    pure function unary_fn(v) result(r)
      import :: vec3
      type(vec3), intent(in) :: v
      real :: r
    end function unary_fn
  end interface

contains

  pure function add_vec(a, b) result(c)
    type(vec3), intent(in) :: a, b
    type(vec3) :: c
    c%x = a%x + b%x
    c%y = a%y + b%y
    c%z = a%z + b%z
  end function add_vec

  pure function cross(a, b) result(c)
    type(vec3), intent(in) :: a, b
    type(vec3) :: c
    c = vec3(a%y*b%z - a%z*b%y, a%z*b%x - a%x*b%z, a%x*b%y - a%y*b%x)
  end function cross

  subroutine from_scalar(v, s)
    type(vec3), intent(out) :: v
    real, intent(in) :: s
    v%x = s; v%y = s; v%z = s
  end subroutine from_scalar

  pure real function norm_vec(v)
    type(vec3), intent(in) :: v
    norm_vec = sqrt(v%x**2 + v%y**2 + v%z**2)
  end function norm_vec

  pure function norm_array(a) result(r)
    real, intent(in) :: a(:)
    real :: r
    r = sqrt(sum(a**2))
  end function norm_array

  function apply(f, v) result(r)
    procedure(unary_fn) :: f
    type(vec3), intent(in) :: v
    real :: r
    r = f(v)
  end function apply
end module vectors

program use_vectors
  use vectors
  implicit none
  type(vec3) :: a, b, c
  interface
    subroutine report(label, value)
      character(len=*), intent(in) :: label
      real, intent(in) :: value
    end subroutine report
  end interface
  a = 1.0
  b = vec3(0.0, 1.0, 0.0)
  c = a + b
  c = a .cross. b
  call report('norm', norm(c))
  call report(label='array', value=norm([1.0, 2.0, 2.0]))
end program use_vectors

subroutine report(label, value)
  character(len=*), intent(in) :: label
  real, intent(in) :: value
  print '(a, ": ", f8.3)', label, value
end subroutine report
