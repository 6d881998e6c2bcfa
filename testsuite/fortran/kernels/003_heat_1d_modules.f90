! Kernels: explicit 1-D heat equation in a multi-module layout (a data module with the
! allocatable fields, a setup module, a kernel module with explicit-shape dummies and
! expression bounds, a driver), summing the energy every few steps.
! expect-exit: 0
! expect-stdout:
! |   50  0.1246323098  0.3064558314
! |  100  0.1190690851  0.2197852204
! |  150  0.1090369064  0.1799627332
! |  200  0.0980591636  0.1547789292
! |   0.01127  0.06618  0.11393  0.14597  0.15435  0.13708  0.09980  0.05173
module definitions
  implicit none
  integer :: x_min = 1, x_max
  real(8), allocatable :: u0(:), u1(:)
  real(8) :: dt, dx, kappa
end module definitions

module setup_mod
  use definitions
  implicit none
contains
  subroutine setup(ncells)
    integer, intent(in) :: ncells
    integer :: j
    x_max = ncells
    allocate(u0(x_min-1:x_max+1), u1(x_min-1:x_max+1))
    dx = 1.0d0 / ncells
    kappa = 1.0d0
    dt = 0.4d0 * dx * dx / kappa
    do j = x_min - 1, x_max + 1
      u0(j) = 0.0d0
    end do
    u0(x_max / 2 - 2:x_max / 2 + 2) = 1.0d0
  end subroutine setup
end module setup_mod

module heat_kernel
  implicit none
contains
  subroutine diffuse(x_min, x_max, r, u, v)
    integer, intent(in) :: x_min, x_max
    real(8), intent(in) :: r
    real(8), intent(in) :: u(x_min-1:x_max+1)
    real(8), intent(out) :: v(x_min-1:x_max+1)
    integer :: j
    v(x_min-1) = 0.0d0
    v(x_max+1) = 0.0d0
    do j = x_min, x_max
      v(j) = u(j) + r * (u(j-1) - 2.0d0 * u(j) + u(j+1))
    end do
  end subroutine diffuse
end module heat_kernel

program heat
  use definitions
  use setup_mod
  use heat_kernel
  implicit none
  integer :: step
  call setup(40)
  do step = 1, 200
    call diffuse(x_min, x_max, kappa * dt / (dx * dx), u0, u1)
    u0 = u1
    if (mod(step, 50) == 0) write(*, '(i4,2f14.10)') step, sum(u0) * dx, maxval(u0)
  end do
  write(*, '(8f9.5)') u0(x_min:x_max:5)
end program heat
