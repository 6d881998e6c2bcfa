! Sections of array components passed to assumed-shape and explicit-shape dummies that change
! them (§15.5.2.4: the dummy is associated with the actual itself): rows and columns of
! allocatable, pointer and constant-shape components of one structure, a whole
! constant-shape component, strided sections, and a component of an array element.
! expect-exit: 0
! expect-stdout:
! |     1.0    1.0    1.0   -1.0      1.0   21.0    1.0    1.0     -2.0   -2.0   -2.0   -2.0
! |     1.0    1.0    1.0   -1.0      1.0   22.0    2.0    2.0     62.0    2.0   64.0    2.0
! |    11.0   12.0   13.0  -14.0      1.0   23.0    2.0    2.0      2.0    2.0    2.0    2.0
! |    10.0   10.0    4.0   10.0
! |    10.0   10.0    6.0   10.0
! |     5.0    5.0    4.0    5.0
! |     0.0
module mesh
  implicit none
  type grid
    real(8), pointer :: f(:, :) => null()
    real(8), allocatable :: h(:, :)
    real(8) :: c(3, 4)
  end type
contains
  subroutine set(row, v)
    real(8), intent(out) :: row(:)
    real(8), intent(in) :: v
    integer :: i
    do i = 1, size(row)
      row(i) = v + i
    end do
  end subroutine
  subroutine twice(x)
    real(8), intent(inout) :: x(:, :)
    x = 2 * x
  end subroutine
  subroutine old_style(row, n)
    integer, intent(in) :: n
    real(8) :: row(n)
    row = -row
  end subroutine
end module

program main
  use mesh
  implicit none
  type(grid) :: g, gs(2)
  integer :: i
  allocate(g%f(3, 4), g%h(3, 4))
  g%f = 1
  g%h = 1
  g%c = 1
  call set(g%f(3, :), 10d0)
  call set(g%h(:, 2), 20d0)
  call set(g%c(2, 1:4:2), 30d0)
  call twice(g%c)
  call twice(g%h(2:3, 3:4))
  call old_style(g%f(:, 4), 3)
  call old_style(g%c(1, :), 4)
  do i = 1, 3
    print '(4f7.1, 2x, 4f7.1, 2x, 4f7.1)', g%f(i, :), g%h(i, :), g%c(i, :)
  end do
  gs(1)%c = 0
  gs(2)%c = 5
  call set(gs(2)%c(:, 3), 1d0)
  call twice(gs(2)%c(1:2, :))
  print '(4f7.1)', (gs(2)%c(i, :), i = 1, 3)
  print '(f7.1)', sum(gs(1)%c)
  deallocate(g%f, g%h)
end program
