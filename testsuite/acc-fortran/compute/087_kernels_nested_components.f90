! Compute: `kernels` nests over allocatable components of a component (`o%b%v(i, j) =
! o%a%v(i, j) * 2 + o%b%v(i, j)`), the extent a scalar component: both loops parallel; a
! column read from the one before (`o%a%v(i, j - 1)`) keeps the nest sequential, and the
! remark names the array by its place in the structure.
! remark: loop at 26:5 is parallelizable
! remark: loop at 27:7 is parallelizable
! remark: loop at 33:5 not parallelized: component 1 of component 1 of o is written at one index and read at another
! expect-exit: 0
! expect-stdout:
! | sums      15000.0    198300.0
module nested_grids
  implicit none
  type inner
    real(8), allocatable :: v(:, :)
  end type
  type outer
    type(inner) :: a, b
    integer :: n
  end type
contains
  subroutine scale_add(o, m)
    type(outer), intent(inout) :: o
    integer, intent(in) :: m
    integer :: i, j
    !$acc kernels copy(o) copyin(o%a%v) copy(o%b%v)
    do j = 1, m
      do i = 1, o%n
        o%b%v(i, j) = o%a%v(i, j) * 2 + o%b%v(i, j)
      end do
    end do
    !$acc end kernels
    !$acc kernels copy(o) copy(o%a%v)
    do j = 2, m
      do i = 1, o%n
        o%a%v(i, j) = o%a%v(i, j - 1) + 1
      end do
    end do
    !$acc end kernels
  end subroutine scale_add
end module nested_grids

program kernels_nested_components
  use nested_grids
  implicit none
  type(outer) :: o
  integer :: i, j
  o%n = 30
  allocate(o%a%v(30, 20), o%b%v(30, 20))
  do j = 1, 20
    do i = 1, 30
      o%a%v(i, j) = i * j
      o%b%v(i, j) = i - j
    end do
  end do
  call scale_add(o, 20)
  print '(a, 2f12.1)', 'sums ', sum(o%a%v), sum(o%b%v)
end program kernels_nested_components
