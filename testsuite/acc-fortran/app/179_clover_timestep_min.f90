! App: a CloverLeaf-style time-step kernel: explicit-shape dummies with the halo lower bounds
! `(x_min-2:x_max+2, y_min-2:y_max+2)` as expressions of other dummies, a `kernels` region with
! `present` of the fields and `loop independent collapse(2) reduction(min:dt_min)`, called for
! two tiles of one field set that the driver keeps on the device (`data` region).
! expect-exit: 0
! expect-stdout:
! | dt tile 1 =  0.0041759098
! | dt tile 2 =  0.0041208433
! | dt        =  0.0041208433
! | soundspeed(5,7) =   1.154701
module timestep_m
  implicit none
contains
  subroutine calc_dt_kernel(x_min, x_max, y_min, y_max, dx, density, energy, soundspeed, &
                            xvel, dt_min)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), intent(in) :: dx
    real(8), intent(in) :: density(x_min - 2:x_max + 2, y_min - 2:y_max + 2)
    real(8), intent(in) :: energy(x_min - 2:x_max + 2, y_min - 2:y_max + 2)
    real(8), intent(inout) :: soundspeed(x_min - 2:x_max + 2, y_min - 2:y_max + 2)
    real(8), intent(in) :: xvel(x_min - 2:x_max + 3, y_min - 2:y_max + 3)
    real(8), intent(out) :: dt_min
    real(8) :: cc, dtct, dv
    integer :: j, k
    dt_min = 1.0d10
    !$acc kernels present(density, energy, soundspeed, xvel)
    !$acc loop independent collapse(2) reduction(min:dt_min) private(cc, dtct, dv)
    do k = y_min, y_max
      do j = x_min, x_max
        soundspeed(j, k) = sqrt(0.4d0 * 1.4d0 * energy(j, k) / density(j, k))
        cc = soundspeed(j, k) + abs(xvel(j, k)) + abs(xvel(j + 1, k + 1))
        dv = dx / max(cc, 1.0d-12)
        dtct = 0.5d0 * dv
        dt_min = min(dt_min, dtct)
      end do
    end do
    !$acc end kernels
  end subroutine calc_dt_kernel
end module timestep_m

program clover_timestep_min
  use timestep_m
  implicit none
  integer, parameter :: nx = 20, ny = 16
  real(8), allocatable :: density(:, :), energy(:, :), soundspeed(:, :), xvel(:, :)
  real(8) :: dt1, dt2
  integer :: j, k
  allocate(density(-1:nx + 2, -1:ny + 2), energy(-1:nx + 2, -1:ny + 2))
  allocate(soundspeed(-1:nx + 2, -1:ny + 2), xvel(-1:nx + 3, -1:ny + 3))
  do k = -1, ny + 2
    do j = -1, nx + 2
      density(j, k) = 1 + 0.01d0 * j
      energy(j, k) = 2.5d0
    end do
  end do
  do k = -1, ny + 3
    do j = -1, nx + 3
      xvel(j, k) = 0.001d0 * (j + k)
    end do
  end do
  soundspeed = 0
  !$acc data copyin(density, energy, xvel) copy(soundspeed)
  call calc_dt_kernel(1, nx, 1, ny / 2, 0.01d0, density, energy, soundspeed, xvel, dt1)
  call calc_dt_kernel(1, nx, 1, ny, 0.01d0, density, energy, soundspeed, xvel, dt2)
  !$acc end data
  print '(a, f14.10)', 'dt tile 1 =', dt1
  print '(a, f14.10)', 'dt tile 2 =', dt2
  print '(a, f14.10)', 'dt        =', min(dt1, dt2)
  print '(a, f11.6)', 'soundspeed(5,7) =', soundspeed(5, 7)
end program clover_timestep_min
