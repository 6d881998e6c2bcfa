! Types: type-bound generic operators and assignment (decision 118): `operator(+)`, `operator(-)`
! unary and binary, `operator(*)` with a real on either side (`pass(v)` on the second dummy),
! a defined `operator(.dot.)`, `assignment(=)` that counts its calls, an extension that
! inherits them and one that overrides the specific `add` (so `+` through a CLASS(vec)
! dummy dispatches on the dynamic type), and operators inside expressions and arguments.
! expect-exit: 0
! expect-stdout:
! | a+b         1.500    1.000
! | a-b         0.500    3.000
! | -a         -1.000   -2.000
! | a*3         3.000    6.000
! | 2*b         1.000   -2.000
! | expr        2.500    1.000
! | a.dot.b    -1.500
! | norm2       9.250
! | t+a      1002.000   10.000
! | a+t         2.000    3.000
! | t*4         4.000    4.000
! | twice a     2.000    4.000
! | twice t  1002.000    9.000
! | path sum   14.000  -14.000
! | assignments  22
module vectors
  implicit none
  private
  public :: vec, tagged_vec, assignments

  integer :: assignments = 0

  type :: vec
    real :: x = 0, y = 0
  contains
    procedure :: add => vec_add
    procedure :: sub => vec_sub
    procedure :: neg => vec_neg
    procedure :: scale_right => vec_scale_right
    procedure, pass(v) :: scale_left => vec_scale_left
    procedure :: dot => vec_dot
    procedure :: assign => vec_assign
    generic :: operator(+) => add
    generic :: operator(-) => sub, neg
    generic :: operator(*) => scale_right, scale_left
    generic :: operator(.dot.) => dot
    generic :: assignment(=) => assign
  end type

  ! Inherits every operator; `add` overridden: the sum is tagged.
  type, extends(vec) :: tagged_vec
    integer :: tag = 0
  contains
    procedure :: add => tagged_add
  end type

contains

  function vec_add(a, b) result(c)
    class(vec), intent(in) :: a, b
    type(vec) :: c
    c%x = a%x + b%x
    c%y = a%y + b%y
  end function

  function tagged_add(a, b) result(c)
    class(tagged_vec), intent(in) :: a
    class(vec), intent(in) :: b
    type(vec) :: c
    c%x = a%x + b%x + 1000
    c%y = a%y + b%y + real(a%tag)
  end function

  function vec_sub(a, b) result(c)
    class(vec), intent(in) :: a, b
    type(vec) :: c
    c%x = a%x - b%x
    c%y = a%y - b%y
  end function

  function vec_neg(a) result(c)
    class(vec), intent(in) :: a
    type(vec) :: c
    c%x = -a%x
    c%y = -a%y
  end function

  function vec_scale_right(v, s) result(c)
    class(vec), intent(in) :: v
    real, intent(in) :: s
    type(vec) :: c
    c%x = v%x * s
    c%y = v%y * s
  end function

  function vec_scale_left(s, v) result(c)
    real, intent(in) :: s
    class(vec), intent(in) :: v
    type(vec) :: c
    c%x = s * v%x
    c%y = s * v%y
  end function

  real function vec_dot(a, b)
    class(vec), intent(in) :: a, b
    vec_dot = a%x * b%x + a%y * b%y
  end function

  subroutine vec_assign(lhs, rhs)
    class(vec), intent(inout) :: lhs
    type(vec), intent(in) :: rhs
    lhs%x = rhs%x
    lhs%y = rhs%y
    assignments = assignments + 1
  end subroutine
end module

module vec_users
  use vectors
  implicit none
contains
  ! `+` through a CLASS(vec) dummy: the dynamic type's `add`.
  function twice(v) result(w)
    class(vec), intent(in) :: v
    type(vec) :: w
    w = v + v
  end function

  real function norm2_of(v)
    type(vec), intent(in) :: v
    norm2_of = v .dot. v
  end function
end module

program type_bound_operators
  use vectors
  use vec_users
  implicit none
  type(vec) :: a, b, c, path(3)
  type(tagged_vec) :: t
  integer :: i

  a = vec(1.0, 2.0)
  b = vec(0.5, -1.0)
  c = a + b
  print '(a,2f9.3)', 'a+b     ', c%x, c%y
  c = a - b
  print '(a,2f9.3)', 'a-b     ', c%x, c%y
  c = -a
  print '(a,2f9.3)', '-a      ', c%x, c%y
  c = a * 3.0
  print '(a,2f9.3)', 'a*3     ', c%x, c%y
  c = 2.0 * b
  print '(a,2f9.3)', '2*b     ', c%x, c%y
  c = 2.0 * (a + b) - a * 0.5
  print '(a,2f9.3)', 'expr    ', c%x, c%y
  print '(a,f9.3)', 'a.dot.b ', a .dot. b
  print '(a,f9.3)', 'norm2   ', norm2_of(a - b)

  t%x = 1
  t%y = 1
  t%tag = 7
  ! `t + a` is the extension's own `add`; `a + t` the parent's.
  c = t + a
  print '(a,2f9.3)', 't+a     ', c%x, c%y
  c = a + t
  print '(a,2f9.3)', 'a+t     ', c%x, c%y
  c = t * 4.0
  print '(a,2f9.3)', 't*4     ', c%x, c%y
  c = twice(a)
  print '(a,2f9.3)', 'twice a ', c%x, c%y
  c = twice(t)
  print '(a,2f9.3)', 'twice t ', c%x, c%y

  do i = 1, 3
    path(i) = vec(real(i), real(-i))
  end do
  c = vec(0.0, 0.0)
  do i = 1, 3
    c = c + path(i) * real(i)
  end do
  print '(a,2f9.3)', 'path sum', c%x, c%y
  print '(a,i4)', 'assignments', assignments
end program
