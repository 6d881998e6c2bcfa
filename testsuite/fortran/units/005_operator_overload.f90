! Program units: a derived type with `operator(+)`, `operator(*)`, `operator(.dot.)` and
! `assignment(=)` overloads defined in a module (3-vectors as in a particle code).
! expect-exit: 0
! expect-stdout:
! |    2.000   3.000   4.000
! |    20.0000
! |    5.000   8.000  11.000
module vec3_mod
  implicit none
  type :: vec3
    real(8) :: x = 0, y = 0, z = 0
  end type vec3
  interface operator(+)
    module procedure add
  end interface
  interface operator(*)
    module procedure scale_left
  end interface
  interface operator(.dot.)
    module procedure dot
  end interface
  interface assignment(=)
    module procedure from_scalar
  end interface
contains
  pure type(vec3) function add(a, b)
    type(vec3), intent(in) :: a, b
    add = vec3(a%x + b%x, a%y + b%y, a%z + b%z)
  end function add
  pure type(vec3) function scale_left(s, a)
    real(8), intent(in) :: s
    type(vec3), intent(in) :: a
    scale_left = vec3(s * a%x, s * a%y, s * a%z)
  end function scale_left
  pure real(8) function dot(a, b)
    type(vec3), intent(in) :: a, b
    dot = a%x * b%x + a%y * b%y + a%z * b%z
  end function dot
  subroutine from_scalar(v, s)
    type(vec3), intent(out) :: v
    real(8), intent(in) :: s
    v = vec3(s, s, s)
  end subroutine from_scalar
end module vec3_mod

program ops
  use vec3_mod
  implicit none
  type(vec3) :: p, v, q
  p = vec3(1.0d0, 2.0d0, 3.0d0)
  v = 0.5d0
  q = p + 2.0d0 * v
  write(*, '(3f8.3)') q%x, q%y, q%z
  write(*, '(f10.4)') p .dot. q
  q = q + q + p
  write(*, '(3f8.3)') q%x, q%y, q%z
end program ops
