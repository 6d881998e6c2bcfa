! App: routines taking assumed-shape 3-D arrays with lower bounds of their own
! (`u(0:, 0:, 0:)`) and `present` of data the caller mapped with `enter data`, a
! `parallel loop collapse(3)` stencil over the interior and a `gang vector` reduction; the
! dummy bounds come from `lbound`/`ubound` inside the routine.
! expect-exit: 0
! expect-stdout:
! | interior sum =   202176.000000
! | corner       =        0.000000
! | v(5,5,5)     =       30.000000
module stencil3d_m
  implicit none
contains
  subroutine laplace(u, v)
    real(8), intent(in) :: u(0:, 0:, 0:)
    real(8), intent(inout) :: v(0:, 0:, 0:)
    integer :: i, j, k, nx, ny, nz
    nx = ubound(u, 1) - 1
    ny = ubound(u, 2) - 1
    nz = ubound(u, 3) - 1
    !$acc parallel loop collapse(3) present(u, v)
    do k = 1, nz
      do j = 1, ny
        do i = 1, nx
          v(i, j, k) = u(i - 1, j, k) + u(i + 1, j, k) + u(i, j - 1, k) + u(i, j + 1, k) &
                     + u(i, j, k - 1) + u(i, j, k + 1)
        end do
      end do
    end do
  end subroutine laplace

  real(8) function interior_sum(v) result(s)
    real(8), intent(in) :: v(0:, 0:, 0:)
    integer :: i, j, k
    s = 0
    !$acc parallel loop gang vector collapse(3) present(v) reduction(+:s)
    do k = 1, ubound(v, 3) - 1
      do j = 1, ubound(v, 2) - 1
        do i = 1, ubound(v, 1) - 1
          s = s + v(i, j, k)
        end do
      end do
    end do
  end function interior_sum
end module stencil3d_m

program assumed_shape_3d_present
  use stencil3d_m
  implicit none
  integer, parameter :: n = 12
  real(8), allocatable :: u(:, :, :), v(:, :, :)
  real(8) :: s
  integer :: i, j, k
  allocate(u(0:n + 1, 0:n + 1, 0:n + 1), v(0:n + 1, 0:n + 1, 0:n + 1))
  do k = 0, n + 1
    do j = 0, n + 1
      do i = 0, n + 1
        u(i, j, k) = i + j + k
      end do
    end do
  end do
  v = 0
  !$acc enter data copyin(u, v)
  call laplace(u, v)
  s = interior_sum(v)
  !$acc exit data copyout(v) delete(u)
  print '(a, f16.6)', 'interior sum =', s
  print '(a, f16.6)', 'corner       =', v(0, 0, 0)
  print '(a, f16.6)', 'v(5,5,5)     =', v(5, 5, 5) / 3
end program assumed_shape_3d_present
