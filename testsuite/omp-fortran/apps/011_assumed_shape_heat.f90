! Application style: a 2-D heat solver whose kernels are subroutines with assumed-shape
! dummies, `target data` around the time loop in the main program, `target teams distribute
! parallel do collapse(2)` with `reduction(max:)` on the residual, a halo column changed on
! the host and sent with `target update to` of an array section, one row brought back mid-run
! with `target update from`, `omp_get_wtime` timing.
! expect-exit: 0
! expect-stdout:
! | mid-run column 15:   0.903849  0.025689  0.435446
! | residual   1.536547E-03
! | total     236.102590
! | host total     236.102590
! | sane T
module heat_kernels
  implicit none
contains
  subroutine sweep(u, unew, resid)
    real(8), intent(inout) :: u(:, :), unew(:, :)
    real(8), intent(out) :: resid
    integer :: i, j, nx, ny
    nx = size(u, 1)
    ny = size(u, 2)
    resid = 0d0
    !$omp target teams distribute parallel do collapse(2) reduction(max:resid)
    do j = 2, ny - 1
      do i = 2, nx - 1
        unew(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1))
        resid = max(resid, abs(unew(i, j) - u(i, j)))
      end do
    end do
    !$omp target teams distribute parallel do collapse(2)
    do j = 2, ny - 1
      do i = 2, nx - 1
        u(i, j) = unew(i, j)
      end do
    end do
  end subroutine

  real(8) function total(u)
    real(8), intent(in) :: u(:, :)
    integer :: i, j
    total = 0d0
    !$omp target teams distribute parallel do collapse(2) reduction(+:total)
    do j = 1, size(u, 2)
      do i = 1, size(u, 1)
        total = total + u(i, j)
      end do
    end do
  end function
end module

program assumed_shape_heat
  use omp_lib
  use heat_kernels
  implicit none
  integer, parameter :: nx = 40, ny = 30
  real(8), allocatable :: u(:, :), unew(:, :)
  real(8) :: resid, t0, t1, s
  integer :: step
  allocate(u(nx, ny), unew(nx, ny))
  u = 0d0
  u(1, :) = 1d0
  unew = u
  t0 = omp_get_wtime()
  !$omp target data map(tofrom: u) map(to: unew)
  do step = 1, 150
    if (step == 75) then
      u(nx, :) = 0.5d0
      !$omp target update to(u(nx, :))
    end if
    call sweep(u, unew, resid)
  end do
  !$omp target update from(u(:, 15))
  print '(a,3f10.6)', 'mid-run column 15: ', u(2, 15), u(20, 15), u(nx - 1, 15)
  s = total(u)
  !$omp end target data
  t1 = omp_get_wtime()
  print '(a,es14.6)', 'residual ', resid
  print '(a,f14.6)', 'total ', s
  print '(a,f14.6)', 'host total ', sum(u)
  print '(a,l2)', 'sane', t1 >= t0
end program
