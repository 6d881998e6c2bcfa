! Types: CLASS(t) entities of their declared type (decision 91) with extensions as actual
! arguments and targets: a `class(point)` pointer associated with an extension's structure
! (it designates the parent part: writes through it change the structure), assumed-shape
! and explicit-shape `class(point)` dummy arrays given an array of an extension and a
! section of one, a `class(point3)` dummy passing itself on to a `class(point)` dummy, and
! an elemental-style loop over a polymorphic dummy array writing inherited components.
! expect-exit: 0
! expect-stdout:
! |    101.0     2.0     3.0  7
! |  T
! |    101.5     2.0     3.5  7
! |     10.0   -10.0
! |      9.0     4.0
! |     -1.0    10.0    20.0    -4.0
! |   1  2  3  4
! |      2.0     3.0     4.0
! |      2.0     3.0     4.0
module class_shapes
  implicit none
  type :: point
    real :: x = 0, y = 0
  end type
  type, extends(point) :: point3
    real :: z = 0
  end type
  type, extends(point3) :: colored
    integer :: color = 1
  end type
contains
  real function sum_x(ps)
    class(point), intent(in) :: ps(:)
    sum_x = sum(ps%x)
  end function
  real function sum_y(n, ps)
    integer, intent(in) :: n
    class(point), intent(in) :: ps(n)
    integer :: i
    sum_y = 0
    do i = 1, n
      sum_y = sum_y + ps(i)%y
    end do
  end function
  subroutine move(p, dx)
    class(point), intent(inout) :: p
    real, intent(in) :: dx
    p%x = p%x + dx
  end subroutine
  subroutine lift(q, dz)
    class(point3), intent(inout) :: q
    real, intent(in) :: dz
    q%z = q%z + dz
    call move(q, dz)
  end subroutine
  subroutine spread(ps)
    class(point), intent(inout) :: ps(:)
    integer :: i
    do i = 1, size(ps)
      ps(i)%y = 10 * i
    end do
  end subroutine
end module

program class_declared_type
  use class_shapes
  implicit none
  type(colored), target :: c
  type(colored) :: cs(4)
  type(point3) :: a(3)
  class(point), pointer :: p
  integer :: i
  c = colored(1.0, 2.0, 3.0, 7)
  p => c
  p%x = p%x + 100
  print '(3f8.1,i3)', c%x, c%y, c%z, c%color
  print '(l2)', associated(p)
  call lift(c, 0.5)
  print '(3f8.1,i3)', c%x, c%y, c%z, c%color
  do i = 1, 4
    cs(i)%x = i
    cs(i)%y = -i
    cs(i)%color = i
  end do
  print '(2f8.1)', sum_x(cs), sum_y(4, cs)
  print '(2f8.1)', sum_x(cs(2:4)), sum_x(cs(1:4:2))
  call spread(cs(2:3))
  print '(4f8.1)', cs%y
  print '(4i3)', cs%color
  a = point3(1.0, 1.0, 1.0)
  do i = 1, 3
    call lift(a(i), real(i))
  end do
  print '(3f8.1)', a%x
  print '(3f8.1)', a%z
end program
