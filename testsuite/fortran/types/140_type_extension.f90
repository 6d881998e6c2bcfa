! Types: type extension (Fortran 2018 §7.5.7): a parent's components reached directly
! (`s%x`) and through the parent component (`s%base%x`), two levels of extension, structure
! constructors by position (the parent's components first), by keyword (inherited names and
! the parent component itself), default initialization inherited, intrinsic assignment of
! the parent component, arrays of an extension, an allocatable component in the parent
! (deep copy on assignment), and a `class(base)` dummy given an extension's structure and
! an element of an array of an extension (it sees the parent part).
! expect-exit: 0
! expect-stdout:
! |    1.0   2.0   3.0
! |    1.0   2.0
! |    4.0   5.0   6.0
! |    7.0   8.0   9.0
! |   -1.0  -2.0   3.0
! |    0.0   0.0  -1.0   0.0   7
! |    1.0  20.0  13.0   4 F
! |    1.0  20.0  13.0   4   1.0   2.0   3.0
! |    1.0   2.0   3.0
! |   10  20  30
! |   -1.0  -2.0  -3.0
! |    3.0
! |   21.0
! |    1.5  20.5   4
! |    1.0 102.0   3.0
! | none 0
! | abc 3 abc
module shapes
  implicit none
  type :: point
    real :: x = 0, y = 0
  end type
  type, extends(point) :: point3
    real :: z = -1
  end type
  type, extends(point3) :: tagged
    integer :: tag = 7
    real, allocatable :: w(:)
  end type
  type, abstract :: named
    character(len=8) :: label = 'none'
  end type
  type, extends(named) :: counter
    integer :: n = 0
  end type
contains
  real function norm1(p)
    class(point), intent(in) :: p
    norm1 = abs(p%x) + abs(p%y)
  end function
  subroutine shift(p, d)
    class(point), intent(inout) :: p
    real, intent(in) :: d
    p%x = p%x + d
    p%y = p%y + d
  end subroutine
end module

program type_extension
  use shapes
  implicit none
  type(point3) :: a, b
  type(tagged) :: t, u
  type(tagged) :: arr(3)
  type(counter) :: c
  integer :: i
  a = point3(1.0, 2.0, 3.0)
  print '(3f6.1)', a%x, a%y, a%z
  print '(2f6.1)', a%point%x, a%point%y
  b = point3(point=point(4.0, 5.0), z=6.0)
  print '(3f6.1)', b%x, b%point%y, b%z
  b = point3(z=9.0, y=8.0, x=7.0)
  print '(3f6.1)', b
  a%point = point(-1.0, -2.0)
  print '(3f6.1)', a
  print '(4f6.1,i4)', t%x, t%y, t%z, t%point3%point%x, t%tag
  t = tagged(1.0, 2.0, 3.0, 4)
  t%point3%z = t%point3%z + 10
  t%point3%point%y = 20
  print '(3f6.1,i4,l2)', t%x, t%y, t%z, t%tag, allocated(t%w)
  allocate(t%w(3))
  t%w = [1.0, 2.0, 3.0]
  u = t
  t%w(2) = 99
  print '(3f6.1,i4,3f6.1)', u%x, u%y, u%z, u%tag, u%w
  do i = 1, 3
    arr(i)%x = i
    arr(i)%y = -i
    arr(i)%tag = 10 * i
  end do
  print '(3f6.1)', arr%x
  print '(3i4)', arr%tag
  print '(3f6.1)', arr%point3%point%y
  print '(f6.1)', norm1(a)
  print '(f6.1)', norm1(t)
  call shift(t, 0.5)
  call shift(arr(2), 100.0)
  print '(2f6.1,i4)', t%x, t%y, t%tag
  print '(3f6.1)', arr%x
  print '(a,1x,i0)', trim(c%label), c%n
  c = counter(label='abc', n=3)
  print '(a,1x,i0,1x,a)', trim(c%label), c%n, trim(c%named%label)
end program
