! Derived types: generic procedures over two derived types (a 2-D and a 3-D vector), a
! function returning a type built from another, and `==` overloaded for a type.
! expect-exit: 0
! expect-stdout:
! |    5.000
! |   13.000
! |  T F
module vecs
  implicit none
  type :: v2
    real(8) :: x, y
  end type v2
  type :: v3
    real(8) :: x, y, z
  end type v3
  interface norm
    module procedure norm2d, norm3d
  end interface norm
  interface operator(==)
    module procedure eq2
  end interface
contains
  real(8) function norm2d(a)
    type(v2), intent(in) :: a
    norm2d = sqrt(a%x**2 + a%y**2)
  end function norm2d
  real(8) function norm3d(a)
    type(v3), intent(in) :: a
    norm3d = sqrt(a%x**2 + a%y**2 + a%z**2)
  end function norm3d
  type(v3) function lift(a, z)
    type(v2), intent(in) :: a
    real(8), intent(in) :: z
    lift = v3(a%x, a%y, z)
  end function lift
  logical function eq2(a, b)
    type(v2), intent(in) :: a, b
    eq2 = abs(a%x - b%x) < 1.0d-12 .and. abs(a%y - b%y) < 1.0d-12
  end function eq2
end module vecs

program gentypes
  use vecs
  implicit none
  type(v2) :: p, q
  p = v2(3.0d0, 4.0d0)
  q = v2(3.0d0, 4.0d0 + 1.0d-15)
  write(*, '(f8.3)') norm(p)
  write(*, '(f8.3)') norm(lift(p, 12.0d0))
  write(*, '(2l2)') p == q, p == v2(0.0d0, 0.0d0)
end program gentypes
