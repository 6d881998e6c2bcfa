! INTENT(IN) pointer dummies (§8.5.10): the pointer's association is fixed, its target is not.
! Procedures fill the target through `p(i) = …`, whole-array assignment, a pointer passed on,
! and through the pointer components of an INTENT(IN) structure (a field's data, as solvers
! pass their grids), also in an internal procedure and an elemental-style loop.
! expect-exit: 0
! expect-stdout:
! |     2.00    4.00    6.00    8.50
! |     6.00   12.00   18.00   -1.00
! |     0.00    1.00    2.00    3.00    4.50
! |     1.00    5.00   10.50   17.75   25.00
! |   100.00  200.00
! |     5.00   10.00
! |    10.50   21.00
! |    17.75   35.50
! |     7.00    7.00
! | count 2
module grids
  implicit none
  type grid
    integer :: n = 0
    real(8), pointer :: u(:) => null()
    real(8), pointer :: f(:, :) => null()
    integer, pointer :: count => null()
  end type
contains
  subroutine fill(p, x)
    real(8), pointer, intent(in) :: p(:)
    real(8), intent(in) :: x
    integer :: i
    do i = lbound(p, 1), ubound(p, 1)
      p(i) = x * i
    end do
    p(ubound(p, 1)) = p(ubound(p, 1)) + 0.5d0
  end subroutine

  subroutine scale(p, a)
    real(8), pointer, intent(in) :: p(:)
    real(8), intent(in) :: a
    p = a * p
    call fill_tail(p)
  contains
    subroutine fill_tail(q)
      real(8), intent(inout) :: q(:)
      q(size(q)) = -1d0
    end subroutine
  end subroutine

  subroutine bump(c)
    integer, pointer, intent(in) :: c
    c = c + 1
  end subroutine

  subroutine relax(g)
    type(grid), intent(in) :: g
    integer :: i, j
    do i = 2, g%n - 1
      g%u(i) = 0.5d0 * (g%u(i - 1) + g%u(i + 1))
    end do
    do j = 1, 2
      g%f(:, j) = g%u * j
    end do
    g%f(1, 1:2) = [100d0, 200d0]
    g%count = g%count + 1
    call bump(g%count)
    call tag(g%f(g%n, :))
  contains
    subroutine tag(row)
      real(8), intent(out) :: row(:)
      row = 7d0
    end subroutine
  end subroutine
end module

program main
  use grids
  implicit none
  real(8), pointer :: a(:)
  real(8), target :: b(0:4)
  type(grid) :: g
  integer :: k
  allocate(a(4))
  call fill(a, 2d0)
  write (*, '(4f8.2)') a
  call scale(a, 3d0)
  write (*, '(4f8.2)') a
  a => b
  call fill(a, 1d0)
  write (*, '(5f8.2)') b
  g%n = 5
  allocate(g%u(g%n), g%f(g%n, 2), g%count)
  g%u = [(real(k, 8)**2, k = 1, g%n)]
  g%count = 0
  call relax(g)
  write (*, '(5f8.2)') g%u
  do k = 1, g%n
    write (*, '(2f8.2)') g%f(k, :)
  end do
  print '(a, i0)', 'count ', g%count
  deallocate(g%u, g%f, g%count)
end program
