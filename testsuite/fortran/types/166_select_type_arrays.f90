! Types: SELECT TYPE of an assumed-shape CLASS(t) array (decision 97): the associate name
! is an array of the guard's type over the actual's elements (an extension's own
! components written and read through it, whole-array and element references, SIZE and
! bounds), given a whole array and a strided section of an extension and an array of the
! declared type.
! expect-exit: 0
! expect-stdout:
! | hot  6    11.0    12.0   216.0    12.0
! | hot  3    22.0    18.1   126.0    18.1
! | plain  3    -3.0
! |     2.0    6.1    6.0   12.1   10.0   18.1
! |    11.0   22.0   31.0   42.0   51.0   62.0
! |    1   1   3   2   5   3
module cells
  implicit none
  type :: cell
    real :: u = 0
  end type
  type, extends(cell) :: hot_cell
    real :: t = 100
    integer :: id = 0
  end type
contains
  subroutine heat(cs)
    class(cell), intent(inout) :: cs(:)
    integer :: i
    select type (cs)
    type is (hot_cell)
      do i = 1, size(cs)
        cs(i)%id = i
        cs(i)%u = cs(i)%u + cs(i)%t / 10
      end do
      cs%t = cs%t + 1
      print '(a, i3, 4f8.1)', 'hot', size(cs), cs(1)%t, cs(size(cs))%u, sum(cs%t), maxval(cs%u)
    class default
      cs%u = cs%u - 1
      print '(a, i3, f8.1)', 'plain', size(cs), sum(cs%u)
    end select
  end subroutine
end module

program arrays
  use cells
  implicit none
  type(hot_cell) :: h(6)
  type(cell) :: c(3)
  integer :: i
  do i = 1, 6
    h(i)%u = i
    h(i)%t = 10 * i
  end do
  call heat(h)
  call heat(h(2:6:2))
  call heat(c)
  print '(6f7.1)', h%u
  print '(6f7.1)', h%t
  print '(6i4)', h%id
end program
