! Kernels: 1-D shallow water equations with a Lax-Friedrichs scheme over a dam break: a flux
! function on arrays, reflective boundaries, CFL time step from maxval, and mass conservation.
! expect-exit: 0
! expect-stdout:
! |   20  0.016938   1.00000   1.64434
! |   40  0.033001   1.00000   1.81199
! |   60  0.048867   1.00000   1.86212
! |  1.9999 1.9901 1.8942 1.6837 1.5063 1.4474 1.3762 1.0984 1.0027 1.0000
! | mass within 1e-3: T
module sw
  implicit none
  real(8), parameter :: g = 9.81d0
contains
  subroutine fluxes(h, hu, fh, fhu)
    real(8), intent(in) :: h(:), hu(:)
    real(8), intent(out) :: fh(:), fhu(:)
    fh = hu
    fhu = hu * hu / h + 0.5d0 * g * h * h
  end subroutine fluxes
end module sw

program shallow
  use sw
  implicit none
  integer, parameter :: n = 100
  real(8) :: h(0:n+1), hu(0:n+1), hn(n), hun(n), fh(0:n+1), fhu(0:n+1), dx, dt, t, mass0
  integer :: i, step
  dx = 1.0d0 / n
  do i = 0, n + 1
    h(i) = merge(2.0d0, 1.0d0, i <= n / 2)
  end do
  hu = 0.0d0
  mass0 = sum(h(1:n)) * dx
  t = 0.0d0
  do step = 1, 60
    h(0) = h(1); hu(0) = -hu(1)
    h(n + 1) = h(n); hu(n + 1) = -hu(n)
    dt = 0.4d0 * dx / maxval(abs(hu / h) + sqrt(g * h))
    call fluxes(h, hu, fh, fhu)
    do i = 1, n
      hn(i) = 0.5d0 * (h(i-1) + h(i+1)) - 0.5d0 * dt / dx * (fh(i+1) - fh(i-1))
      hun(i) = 0.5d0 * (hu(i-1) + hu(i+1)) - 0.5d0 * dt / dx * (fhu(i+1) - fhu(i-1))
    end do
    h(1:n) = hn
    hu(1:n) = hun
    t = t + dt
    if (mod(step, 20) == 0) write(*, '(i4,f10.6,2f10.5)') step, t, minval(h(1:n)), maxval(hu(1:n))
  end do
  write(*, '(10f7.4)') h(5:n:10)
  write(*, '(a,l2)') 'mass within 1e-3:', abs(sum(h(1:n)) * dx - mass0) < 1.0d-3
end program shallow
