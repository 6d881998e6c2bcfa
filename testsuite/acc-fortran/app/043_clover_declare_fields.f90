! App: a CloverLeaf-like hydro step on module allocatables in `declare create` (OpenACC 3.3
! §2.13.2: ALLOCATE creates the device copies), `kernels` + `loop independent collapse(2)`
! + `present` in subroutines, an `update device` after initialisation on the host, a
! timestep `reduction(min:)` and a field summary `reduction(+:)` in `parallel loop`.
! expect-exit: 0
! expect-stdout:
! | step 1 dt =  0.12325166
! | step 2 dt =  0.05411049
! | step 3 dt =  0.04341753
! | mass, ie, press =     47.500000     99.062500     39.625000
! | xvel0(x_max/2+1, y_max), sum(abs(xvel0)) =  -1.62494E+00   7.68667E+01
module clover_data_m
  implicit none
  integer :: x_min, x_max, y_min, y_max
  real(8), allocatable :: density0(:, :), energy0(:, :), pressure(:, :), soundspeed(:, :)
  real(8), allocatable :: xvel0(:, :), yvel0(:, :), celldx(:), celldy(:)
  !$acc declare create(density0, energy0, pressure, soundspeed, xvel0, yvel0, celldx, celldy)
end module clover_data_m

module clover_kernels_m
  use clover_data_m
  implicit none
contains
  subroutine allocate_fields(nx, ny)
    integer, intent(in) :: nx, ny
    x_min = 1
    x_max = nx
    y_min = 1
    y_max = ny
    allocate (density0(x_min-2:x_max+2, y_min-2:y_max+2))
    allocate (energy0(x_min-2:x_max+2, y_min-2:y_max+2))
    allocate (pressure(x_min-2:x_max+2, y_min-2:y_max+2))
    allocate (soundspeed(x_min-2:x_max+2, y_min-2:y_max+2))
    allocate (xvel0(x_min-2:x_max+3, y_min-2:y_max+3))
    allocate (yvel0(x_min-2:x_max+3, y_min-2:y_max+3))
    allocate (celldx(x_min-2:x_max+2), celldy(y_min-2:y_max+2))
  end subroutine allocate_fields

  subroutine generate_chunk()
    integer :: j, k
    do k = y_min - 2, y_max + 2
      do j = x_min - 2, x_max + 2
        density0(j, k) = 0.2d0
        energy0(j, k) = 1.0d0
        if (j > x_max / 2 .and. k > y_max / 3) then
          density0(j, k) = 1.0d0
          energy0(j, k) = 2.5d0
        end if
      end do
    end do
    xvel0 = 0
    yvel0 = 0
    celldx = 10.0d0 / x_max
    celldy = 10.0d0 / y_max
    !$acc update device(density0, energy0, xvel0, yvel0, celldx, celldy)
  end subroutine generate_chunk

  subroutine ideal_gas()
    integer :: j, k
    real(8) :: v, pe, pv
    !$acc kernels present(density0, energy0, pressure, soundspeed)
    !$acc loop independent collapse(2) private(v, pe, pv)
    do k = y_min, y_max
      do j = x_min, x_max
        v = 1.0d0 / density0(j, k)
        pressure(j, k) = (1.4d0 - 1.0d0) * density0(j, k) * energy0(j, k)
        pe = (1.4d0 - 1.0d0) * density0(j, k)
        pv = -density0(j, k) * pressure(j, k)
        soundspeed(j, k) = sqrt(v * v * (pressure(j, k) * pe - pv))
      end do
    end do
    !$acc end kernels
  end subroutine ideal_gas

  subroutine accelerate(dt)
    real(8), intent(in) :: dt
    integer :: j, k
    !$acc kernels present(pressure, density0, xvel0, yvel0, celldx, celldy)
    !$acc loop independent collapse(2)
    do k = y_min, y_max + 1
      do j = x_min, x_max + 1
        xvel0(j, k) = xvel0(j, k) - dt * (pressure(j, k) - pressure(j - 1, k)) &
          / (celldx(j) * 0.5d0 * (density0(j, k) + density0(j - 1, k)))
        yvel0(j, k) = yvel0(j, k) - dt * (pressure(j, k) - pressure(j, k - 1)) &
          / (celldy(k) * 0.5d0 * (density0(j, k) + density0(j, k - 1)))
      end do
    end do
    !$acc end kernels
  end subroutine accelerate

  real(8) function calc_dt()
    integer :: j, k
    real(8) :: dt
    dt = 1.0d10
    !$acc parallel loop collapse(2) reduction(min:dt) present(soundspeed, xvel0, yvel0, celldx)
    do k = y_min, y_max
      do j = x_min, x_max
        dt = min(dt, 0.7d0 * celldx(j) / (soundspeed(j, k) + abs(xvel0(j, k)) + abs(yvel0(j, k))))
      end do
    end do
    calc_dt = dt
  end function calc_dt

  subroutine field_summary(mass, ie, press)
    real(8), intent(out) :: mass, ie, press
    integer :: j, k
    mass = 0
    ie = 0
    press = 0
    !$acc parallel loop collapse(2) reduction(+:mass, ie, press) &
    !$acc& present(density0, energy0, pressure, celldx, celldy)
    do k = y_min, y_max
      do j = x_min, x_max
        mass = mass + density0(j, k) * celldx(j) * celldy(k)
        ie = ie + density0(j, k) * celldx(j) * celldy(k) * energy0(j, k)
        press = press + pressure(j, k) * celldx(j) * celldy(k)
      end do
    end do
  end subroutine field_summary
end module clover_kernels_m

program clover_declare_fields
  use clover_kernels_m
  implicit none
  integer :: step
  real(8) :: dt, mass, ie, press
  call allocate_fields(48, 32)
  call generate_chunk()
  do step = 1, 3
    call ideal_gas()
    dt = calc_dt()
    call accelerate(dt)
    print '(a, i2, a, f12.8)', 'step', step, ' dt =', dt
  end do
  call field_summary(mass, ie, press)
  print '(a, 3f14.6)', 'mass, ie, press =', mass, ie, press
  !$acc update self(xvel0)
  print '(a, 2es14.5)', 'xvel0(x_max/2+1, y_max), sum(abs(xvel0)) =', &
    xvel0(x_max / 2 + 1, y_max), sum(abs(xvel0))
  deallocate (density0, energy0, pressure, soundspeed, xvel0, yvel0, celldx, celldy)
end program clover_declare_fields
