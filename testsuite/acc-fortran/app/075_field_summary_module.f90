! App: CloverLeaf's start-up and field summary: a module allocates the fields and puts them
! on the device once (`enter data create` in an init procedure, `exit data delete` in a
! finalize one), kernels in other procedures use them with `present` (`kernels` with plain DO
! nests; the summary a `parallel loop collapse(2)` with `+` and `max` reductions), the host
! fetches one field with `update self` for a check.
! remark: kernels: loop at 34:5 is parallelizable (dependence test, §2.9.7)
! remark: kernels: loop at 35:7 is parallelizable (dependence test, §2.9.7)
! expect-exit: 0
! expect-stdout:
! | volume, mass, ie, max:     75.000000     45.000000     67.500000      2.500000
! | density(1,1), density(40,30):   1.000   0.200
! | deallocated: T
module field_m
  implicit none
  integer :: x_min, x_max, y_min, y_max
  real(8), allocatable :: density(:, :), energy(:, :), volume(:, :)
contains
  subroutine field_init(nx, ny)
    integer, intent(in) :: nx, ny
    x_min = 1
    x_max = nx
    y_min = 1
    y_max = ny
    allocate(density(x_min-2:x_max+2, y_min-2:y_max+2))
    allocate(energy(x_min-2:x_max+2, y_min-2:y_max+2))
    allocate(volume(x_min-2:x_max+2, y_min-2:y_max+2))
    !$acc enter data create(density, energy, volume)
  end subroutine field_init

  subroutine generate(dx)
    real(8), intent(in) :: dx
    integer :: j, k
    !$acc kernels present(density, energy, volume)
    do k = y_min - 2, y_max + 2
      do j = x_min - 2, x_max + 2
        volume(j, k) = dx * dx
        density(j, k) = merge(1.0d0, 0.2d0, j <= x_max / 2)
        energy(j, k) = merge(2.5d0, 1.0d0, k <= y_max / 3)
      end do
    end do
    !$acc end kernels
  end subroutine generate

  subroutine summary(vol, mass, ie, emax)
    real(8), intent(out) :: vol, mass, ie, emax
    integer :: j, k
    real(8) :: cell_mass
    vol = 0
    mass = 0
    ie = 0
    emax = 0
    !$acc parallel loop collapse(2) present(density, energy, volume) &
    !$acc& reduction(+:vol, mass, ie) reduction(max:emax) private(cell_mass)
    do k = y_min, y_max
      do j = x_min, x_max
        cell_mass = volume(j, k) * density(j, k)
        vol = vol + volume(j, k)
        mass = mass + cell_mass
        ie = ie + cell_mass * energy(j, k)
        emax = max(emax, energy(j, k) * density(j, k))
      end do
    end do
  end subroutine summary

  subroutine field_finalize()
    !$acc exit data delete(density, energy, volume)
    deallocate(density, energy, volume)
  end subroutine field_finalize
end module field_m

program field_summary_module
  use field_m
  implicit none
  real(8) :: vol, mass, ie, emax
  call field_init(40, 30)
  call generate(0.25d0)
  call summary(vol, mass, ie, emax)
  print '(a, 4f14.6)', 'volume, mass, ie, max:', vol, mass, ie, emax
  !$acc update self(density)
  print '(a, 2f8.3)', 'density(1,1), density(40,30):', density(1, 1), density(40, 30)
  call field_finalize()
  print '(a, l2)', 'deallocated:', .not. allocated(density)
end program field_summary_module
