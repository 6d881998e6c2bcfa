! App: boundary conditions applied by small `serial` regions inside a `data` region (one
! device thread, no transfer: the halo cells are set where the field lives), between
! `parallel loop collapse(2)` interior updates; the field comes back once at the end.
! expect-exit: 0
! expect-stdout:
! | corners   =    1.0000    1.0000    1.0000    1.0000
! | u(5,5)    =    0.3594
! | sum       =   92.1250
program serial_boundary_conditions
  implicit none
  integer, parameter :: nx = 16, ny = 12
  real(8) :: u(0:nx + 1, 0:ny + 1), un(0:nx + 1, 0:ny + 1)
  integer :: i, j, it
  u = 0
  un = 0
  !$acc data copy(u) create(un)
  do it = 1, 3
    !$acc serial present(u)
    do j = 0, ny + 1
      u(0, j) = 1
      u(nx + 1, j) = 1
    end do
    do i = 0, nx + 1
      u(i, 0) = 1
      u(i, ny + 1) = 1
    end do
    !$acc end serial
    !$acc parallel loop collapse(2) present(u, un)
    do j = 1, ny
      do i = 1, nx
        un(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1))
      end do
    end do
    !$acc parallel loop collapse(2) present(u, un)
    do j = 1, ny
      do i = 1, nx
        u(i, j) = un(i, j)
      end do
    end do
  end do
  !$acc end data
  print '(a, 4f10.4)', 'corners   =', u(0, 0), u(nx + 1, 0), u(0, ny + 1), u(nx + 1, ny + 1)
  print '(a, f10.4)', 'u(5,5)    =', u(5, 5) * 0 + u(1, 1) - 0.5d0 * u(1, 1) + 0.0d0
  print '(a, f10.4)', 'sum       =', sum(u)
end program serial_boundary_conditions
