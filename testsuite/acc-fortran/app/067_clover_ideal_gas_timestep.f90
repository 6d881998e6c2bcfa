! App: CloverLeaf's ideal_gas and calc_dt kernels as the mini-app writes them: a module of
! subroutines taking explicit-shape dummies with halo lower bounds, `kernels` regions with
! plain DO nests and no data clauses inside a `data` region of the driver (§2.6.5: the arrays
! are present), the time step a `reduction(min:)` over a `parallel loop collapse(2)`, and
! the run timed with system_clock.
! remark: kernels: loop at 27:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 28:7 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 68:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 69:7 is parallelizable (dependence test, §2.9.7)
! expect-exit: 0
! expect-stdout:
! | time reached:  2.95922382E-01
! | sum pressure, soundspeed:   6532.93824000   7150.77088292
! | sum |xvel|, |yvel|:     44.84459856     61.19982615
module clover_app
  implicit none
  integer, parameter :: g_small = 1, g_big = 2
contains
  subroutine ideal_gas_kernel(x_min, x_max, y_min, y_max, density, energy, pressure, &
                              soundspeed)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: density, energy, pressure, &
      soundspeed
    integer :: j, k
    real(8) :: sound_speed_squared, v, pressurebyenergy, pressurebyvolume
    !$acc kernels
    do k = y_min, y_max
      do j = x_min, x_max
        v = 1.0d0 / density(j, k)
        pressure(j, k) = (1.4d0 - 1.0d0) * density(j, k) * energy(j, k)
        pressurebyenergy = (1.4d0 - 1.0d0) * density(j, k)
        pressurebyvolume = -density(j, k) * pressure(j, k)
        sound_speed_squared = v * v * (pressure(j, k) * pressurebyenergy - pressurebyvolume)
        soundspeed(j, k) = sqrt(sound_speed_squared)
      end do
    end do
    !$acc end kernels
  end subroutine ideal_gas_kernel

  subroutine calc_dt_kernel(x_min, x_max, y_min, y_max, dx, dy, soundspeed, xvel, yvel, &
                            dt_min)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), intent(in) :: dx, dy
    real(8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: soundspeed
    real(8), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: xvel, yvel
    real(8), intent(out) :: dt_min
    integer :: j, k
    real(8) :: dtct, dtut, dtvt
    dt_min = g_big
    !$acc parallel loop collapse(2) reduction(min:dt_min) present(soundspeed, xvel, yvel)
    do k = y_min, y_max
      do j = x_min, x_max
        dtct = 0.7d0 * min(dx, dy) / soundspeed(j, k)
        dtut = 0.5d0 * dx / max(abs(xvel(j, k)), abs(xvel(j + 1, k)), 1.0d-5)
        dtvt = 0.5d0 * dy / max(abs(yvel(j, k)), abs(yvel(j, k + 1)), 1.0d-5)
        dt_min = min(dt_min, dtct, dtut, dtvt)
      end do
    end do
  end subroutine calc_dt_kernel

  subroutine accelerate(x_min, x_max, y_min, y_max, dt, pressure, xvel, yvel)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), intent(in) :: dt
    real(8), dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: pressure
    real(8), dimension(x_min-2:x_max+3, y_min-2:y_max+3) :: xvel, yvel
    integer :: j, k
    !$acc kernels
    do k = y_min, y_max + 1
      do j = x_min, x_max + 1
        xvel(j, k) = xvel(j, k) - dt * (pressure(j, k) - pressure(j - 1, k))
        yvel(j, k) = yvel(j, k) - dt * (pressure(j, k) - pressure(j, k - 1))
      end do
    end do
    !$acc end kernels
  end subroutine accelerate
end module clover_app

program clover_ideal_gas_timestep
  use clover_app
  implicit none
  integer, parameter :: xn = 96, yn = 64, steps = 5
  real(8), allocatable :: density(:, :), energy(:, :), pressure(:, :), soundspeed(:, :)
  real(8), allocatable :: xvel(:, :), yvel(:, :)
  real(8) :: dt, t
  integer :: j, k, step, c0, c1, rate
  allocate(density(-1:xn + 2, -1:yn + 2), energy(-1:xn + 2, -1:yn + 2))
  allocate(pressure(-1:xn + 2, -1:yn + 2), soundspeed(-1:xn + 2, -1:yn + 2))
  allocate(xvel(-1:xn + 3, -1:yn + 3), yvel(-1:xn + 3, -1:yn + 3))
  do k = -1, yn + 2
    do j = -1, xn + 2
      density(j, k) = 1.0d0 + 0.2d0 * merge(1, 0, j < xn / 2)
      energy(j, k) = 2.5d0 - 0.001d0 * (j + k)
    end do
  end do
  pressure = 0
  soundspeed = 1
  xvel = 0
  yvel = 0
  t = 0
  call system_clock(c0, rate)
  !$acc data copyin(density, energy) copy(pressure, soundspeed, xvel, yvel)
  do step = 1, steps
    call ideal_gas_kernel(1, xn, 1, yn, density, energy, pressure, soundspeed)
    call calc_dt_kernel(1, xn, 1, yn, 0.1d0, 0.1d0, soundspeed, xvel, yvel, dt)
    call accelerate(1, xn, 1, yn, dt, pressure, xvel, yvel)
    t = t + dt
  end do
  !$acc end data
  call system_clock(c1)
  if (c1 < c0) print '(a)', 'clock went backwards'
  print '(a, es16.8)', 'time reached:', t
  print '(a, 2f16.8)', 'sum pressure, soundspeed:', sum(pressure(1:xn, 1:yn)), &
    sum(soundspeed(1:xn, 1:yn))
  print '(a, 2f16.8)', 'sum |xvel|, |yvel|:', sum(abs(xvel)), sum(abs(yvel))
end program clover_ideal_gas_timestep
