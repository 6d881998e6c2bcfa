! Types: CLASS(*) dummies (decision 97): a procedure taking any argument selects on its
! dynamic type with TYPE IS of intrinsic types and kinds (`integer`, `integer(8)`,
! `real(8)`, `double precision`, `logical`, `complex`) and of derived types, CLASS IS of
! a base type given an extension, and CLASS DEFAULT; the actual is a variable, an array
! element, a constant, a structure component, and a CLASS(*) dummy passed on; a value
! changed through the associate name reaches the actual.
! expect-exit: 0
! expect-stdout:
! | integer    42
! | integer(8)  1234567890123
! | real   2.500
! | double   0.12500
! | logical T
! | complex   1.0  -1.0
! | point   1.0   2.0
! | a kind of point   3.0   0.0
! | something else
! | integer     8
! | real   3.000
! | real   2.000
! | a kind of point   3.0   0.0
! |   43   0.250  11.0  5
module anything
  implicit none
  type :: point
    real :: x = 0, y = 0
  end type
  type, extends(point) :: point3
    real :: z = 0
  end type
  type :: other
    integer :: k = 5
  end type
contains
  subroutine describe(a)
    class(*), intent(in) :: a
    select type (a)
    type is (integer)
      print '(a, i6)', 'integer', a
    type is (integer(8))
      print '(a, i15)', 'integer(8)', a
    type is (real)
      print '(a, f8.3)', 'real', a
    type is (double precision)
      print '(a, f10.5)', 'double', a
    type is (logical)
      print '(a, l2)', 'logical', a
    type is (complex)
      print '(a, 2f6.1)', 'complex', a
    type is (point)
      print '(a, 2f6.1)', 'point', a%x, a%y
    class is (point)
      print '(a, 2f6.1)', 'a kind of point', a%x, a%y
    class default
      print '(a)', 'something else'
    end select
  end subroutine
  subroutine relay(a)
    class(*), intent(in) :: a
    call describe(a)
  end subroutine
  subroutine bump(a)
    class(*), intent(inout) :: a
    select type (v => a)
    type is (integer)
      v = v + 1
    type is (real(8))
      v = 2 * v
    type is (point3)
      v%z = v%z + 10
    end select
  end subroutine
end module

program unlimited
  use anything
  implicit none
  integer :: i, arr(3)
  integer(8) :: big
  real(8) :: d
  type(point) :: p
  type(point3) :: q
  type(other) :: o
  i = 42
  big = 1234567890123_8
  d = 0.125d0
  arr = [7, 8, 9]
  p = point(1, 2)
  q%x = 3; q%z = 1
  call describe(i)
  call describe(big)
  call describe(2.5)
  call describe(d)
  call describe(.true.)
  call describe((1.0, -1.0))
  call describe(p)
  call describe(q)
  call describe(o)
  call describe(arr(2))
  call describe(q%x)
  call relay(p%y)
  call relay(q)
  call bump(i)
  call bump(d)
  call bump(q)
  call bump(o)
  print '(i4, f8.3, f6.1, i3)', i, d, q%z, o%k
end program
