! Compute: explicit-shape dummies declared together with the same expression bounds, as
! CloverLeaf declares its fields (`dimension(x_min-2:x_max+2, y_min-2:y_max+2) :: a, b, …`),
! in a `kernels` region with `present` and `loop independent collapse(2) reduction(min:)`:
! the bounds are evaluated once on entry for all of them, so the region receives one set of
! extents (the remark counts the kernel's arguments), and every field is still indexed right.
! remark: launched (13 arguments)
! expect-exit: 0
! expect-stdout:
! | dt =     0.076923
! | sum(u) =        1713.4000
! | PASS
module fields_m
  implicit none
contains
  subroutine step(x_min, x_max, y_min, y_max, density, energy, pressure, u, dt)
    integer, intent(in) :: x_min, x_max, y_min, y_max
    real(8), dimension(x_min - 2:x_max + 2, y_min - 2:y_max + 2) :: density, energy, pressure, u
    real(8), intent(out) :: dt
    integer :: j, k
    dt = 1.0d9
    !$acc kernels present(density, energy, pressure, u)
    !$acc loop independent collapse(2) reduction(min:dt)
    do k = y_min, y_max
      do j = x_min, x_max
        pressure(j, k) = 0.4d0 * density(j, k) * energy(j, k)
        u(j, k) = density(j - 1, k) + energy(j, k + 1) + pressure(j, k)
        dt = min(dt, 1.0d0 / (density(j, k) + energy(j + 2, k - 2)))
      end do
    end do
    !$acc end kernels
  end subroutine step
end module fields_m

program shared_explicit_bounds
  use fields_m
  implicit none
  integer, parameter :: nx = 12, ny = 10
  real(8), allocatable, dimension(:, :) :: density, energy, pressure, u
  real(8) :: dt, want
  integer :: j, k
  logical :: ok
  allocate (density(-1:nx + 2, -1:ny + 2), energy(-1:nx + 2, -1:ny + 2))
  allocate (pressure(-1:nx + 2, -1:ny + 2), u(-1:nx + 2, -1:ny + 2))
  do k = -1, ny + 2
    do j = -1, nx + 2
      density(j, k) = real(mod(j + 2 * k + 10, 7) + 1, 8)
      energy(j, k) = real(mod(3 * j + k + 10, 5) + 2, 8)
    end do
  end do
  pressure = 0.0d0
  u = 0.0d0
  !$acc data copyin(density, energy) copy(pressure, u)
  call step(1, nx, 1, ny, density, energy, pressure, u, dt)
  !$acc end data
  ok = .true.
  want = 1.0d9
  do k = 1, ny
    do j = 1, nx
      ! Device code may contract the product into the sum (as nvcc does): compare to 1e-12.
      if (abs(pressure(j, k) - 0.4d0 * density(j, k) * energy(j, k)) > 1d-12 * abs(pressure(j, k))) &
        ok = .false.
      if (abs(u(j, k) - (density(j - 1, k) + energy(j, k + 1) + pressure(j, k))) > 1d-12 * abs(u(j, k))) &
        ok = .false.
      want = min(want, 1.0d0 / (density(j, k) + energy(j + 2, k - 2)))
    end do
  end do
  if (dt /= want) ok = .false.
  write (*, '(a, f12.6)') 'dt = ', dt
  write (*, '(a, f16.4)') 'sum(u) = ', sum(u)
  if (ok) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
    error stop 1
  end if
end program shared_explicit_bounds
