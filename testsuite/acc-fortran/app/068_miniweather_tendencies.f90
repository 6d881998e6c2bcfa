! App: miniWeather's x-direction tendencies: module allocatable state and flux arrays with
! halo cells, a subroutine computing fluxes and tendencies in `kernels` regions of plain DO
! nests (the compiler parallelizes them, §2.5.3), the state updated in a `parallel loop
! collapse(3)`, mass and energy totals reduced on the device, the whole time loop inside one
! `data` region, timed with cpu_time.
! remark: kernels: loop at 38:5 not parallelized: vals is written at the same place in every iteration
! remark: kernels: loop at 52:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 54:9 is parallelizable (dependence test, §2.9.7)
! expect-exit: 0
! expect-stdout:
! | mass before, after:   1267.4382038055   1267.4382038055
! | energy before, after:   1774.7049177938   1774.7049461366
! | sum(state(1:nx,1:nz,2)):   1382.6382038055
module weather
  implicit none
  integer, parameter :: nx = 48, nz = 24, hs = 2, nv = 4
  real(8), allocatable :: state(:, :, :), flux(:, :, :), tend(:, :, :)
contains
  subroutine init()
    integer :: i, k, ll
    allocate(state(1-hs:nx+hs, 1-hs:nz+hs, nv), flux(nx+1, nz, nv), tend(nx, nz, nv))
    do ll = 1, nv
      do k = 1 - hs, nz + hs
        do i = 1 - hs, nx + hs
          state(i, k, ll) = 1.0d0 + 0.1d0 * ll + 0.01d0 * sin(0.2d0 * i) * cos(0.3d0 * k)
        end do
      end do
    end do
    flux = 0
    tend = 0
  end subroutine init

  subroutine tendencies_x(dx)
    real(8), intent(in) :: dx
    integer :: i, k, ll
    real(8) :: vals(4), d3
    !$acc kernels present(state, flux)
    do ll = 1, nv
      do k = 1, nz
        do i = 1, nx + 1
          vals(1) = state(i - 2, k, ll)
          vals(2) = state(i - 1, k, ll)
          vals(3) = state(i, k, ll)
          vals(4) = state(i + 1, k, ll)
          d3 = -vals(1) + 3 * vals(2) - 3 * vals(3) + vals(4)
          flux(i, k, ll) = (-vals(1) + 7 * vals(2) + 7 * vals(3) - vals(4)) / 12 - 0.1d0 * d3
        end do
      end do
    end do
    !$acc end kernels
    !$acc kernels present(flux, tend)
    do ll = 1, nv
      do k = 1, nz
        do i = 1, nx
          tend(i, k, ll) = -(flux(i + 1, k, ll) - flux(i, k, ll)) / dx
        end do
      end do
    end do
    !$acc end kernels
  end subroutine tendencies_x

  subroutine apply(dt)
    real(8), intent(in) :: dt
    integer :: i, k, ll
    !$acc parallel loop collapse(3) present(state, tend)
    do ll = 1, nv
      do k = 1, nz
        do i = 1, nx
          state(i, k, ll) = state(i, k, ll) + dt * tend(i, k, ll)
        end do
      end do
    end do
  end subroutine apply

  subroutine periodic_halo()
    integer :: k, ll, h
    !$acc parallel loop collapse(2) present(state)
    do ll = 1, nv
      do k = 1, nz
        do h = 1, hs
          state(1 - h, k, ll) = state(nx + 1 - h, k, ll)
          state(nx + h, k, ll) = state(h, k, ll)
        end do
      end do
    end do
  end subroutine periodic_halo

  subroutine totals(mass, te)
    real(8), intent(out) :: mass, te
    integer :: i, k
    mass = 0
    te = 0
    !$acc parallel loop collapse(2) reduction(+:mass, te) present(state)
    do k = 1, nz
      do i = 1, nx
        mass = mass + state(i, k, 1)
        te = te + state(i, k, 4) * state(i, k, 1)
      end do
    end do
  end subroutine totals
end module weather

program miniweather_tendencies
  use weather
  implicit none
  integer :: step
  real(8) :: mass0, te0, mass, te, t0, t1
  call init()
  call cpu_time(t0)
  !$acc data copy(state) create(flux, tend)
  call periodic_halo()
  call totals(mass0, te0)
  do step = 1, 10
    call tendencies_x(0.5d0)
    call apply(0.01d0)
    call periodic_halo()
  end do
  call totals(mass, te)
  !$acc end data
  call cpu_time(t1)
  if (t1 < t0) print '(a)', 'cpu_time went backwards'
  print '(a, 2f18.10)', 'mass before, after:', mass0, mass
  print '(a, 2f18.10)', 'energy before, after:', te0, te
  print '(a, f18.10)', 'sum(state(1:nx,1:nz,2)):', sum(state(1:nx, 1:nz, 2))
end program miniweather_tendencies
