! Types: type-bound procedures (decision 97) called on TYPE(t) objects: a specific binding
! with the passed object first, `pass(self)` on a later dummy, `nopass`, a binding renamed
! (`=> impl`), a type-bound function in an expression, a generic binding choosing by the
! argument's type and rank, inherited bindings called on an extension and an overriding
! binding in the extension, an array element and a component as the passed object.
! expect-exit: 0
! expect-stdout:
! |    25.00
! | scaled    6.00    8.00
! |    15.00
! |    29.00
! | origin    0.00    0.00
! | shift r    7.50    9.50
! | shift v   17.50   29.50
! |     9.00
! | vec3    3.00    6.00
! |  1225.50   45.00
! |    2.0   0.0   4.0   0.0   6.0   0.0
! |     4.00   16.00   36.00
! | body    5.00    5.00
module vec_mod
  implicit none
  type :: vec
    real :: x = 0, y = 0
  contains
    procedure :: norm2 => vec_norm2
    procedure :: scale
    procedure, pass(self) :: add_to
    procedure, nopass :: origin
    procedure :: shift_r, shift_v
    generic :: shift => shift_r, shift_v
    procedure :: describe
  end type
  type, extends(vec) :: vec3
    real :: z = 0
  contains
    procedure :: norm2 => vec3_norm2
  end type
  type :: body
    integer :: id = 0
    type(vec) :: pos
  end type
contains
  real function vec_norm2(v)
    class(vec), intent(in) :: v
    vec_norm2 = v%x**2 + v%y**2
  end function
  real function vec3_norm2(v)
    class(vec3), intent(in) :: v
    vec3_norm2 = v%x**2 + v%y**2 + v%z**2
  end function
  subroutine scale(v, a)
    class(vec), intent(inout) :: v
    real, intent(in) :: a
    v%x = v%x * a
    v%y = v%y * a
  end subroutine
  subroutine add_to(total, self)
    real, intent(inout) :: total
    class(vec), intent(in) :: self
    total = total + self%x + self%y
  end subroutine
  function origin() result(o)
    type(vec) :: o
    o = vec(0, 0)
  end function
  subroutine shift_r(v, d)
    class(vec), intent(inout) :: v
    real, intent(in) :: d
    v%x = v%x + d
    v%y = v%y + d
  end subroutine
  subroutine shift_v(v, d)
    class(vec), intent(inout) :: v
    real, intent(in) :: d(2)
    v%x = v%x + d(1)
    v%y = v%y + d(2)
  end subroutine
  subroutine describe(v, tag)
    class(vec), intent(in) :: v
    character(*), intent(in) :: tag
    write (*, '(a, 2f8.2)') tag, v%x, v%y
  end subroutine
end module

program tbp_static
  use vec_mod
  implicit none
  type(vec) :: a, arr(3), o
  type(vec3) :: b
  type(body) :: bd
  real :: t
  integer :: i
  a = vec(3, 4)
  print '(f8.2)', a%norm2()
  call a%scale(2.0)
  call a%describe('scaled')
  t = 1
  call a%add_to(t)
  print '(f8.2)', t
  call a%add_to(total=t)
  print '(f8.2)', t
  o = a%origin()
  call o%describe('origin')
  call a%shift(1.5)
  call a%describe('shift r')
  call a%shift([10.0, 20.0])
  call a%describe('shift v')
  b%x = 1; b%y = 2; b%z = 2
  print '(f8.2)', b%norm2()
  call b%scale(3.0)
  call b%describe('vec3')
  print '(f8.2, f8.2)', b%norm2() + a%norm2(), b%vec%norm2()
  do i = 1, 3
    arr(i) = vec(i, -i)
    call arr(i)%shift(real(i))
  end do
  print '(6f6.1)', (arr(i)%x, arr(i)%y, i = 1, 3)
  print '(3f8.2)', (arr(i)%norm2(), i = 1, 3)
  bd%pos = vec(1, 1)
  call bd%pos%scale(5.0)
  call bd%pos%describe('body')
end program
