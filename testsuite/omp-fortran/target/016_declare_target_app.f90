! `declare target` the way applications use it (OpenMP 4.5 §2.10.6): a module of material
! constants (allocatable and fixed arrays, set up at run time and sent with `target update`)
! and procedures that take assumed-shape arrays, called from the loops of `target teams
! distribute parallel do` in another module's procedures, timed with omp_get_wtime.
! expect-exit: 0
! expect-stdout:
! | flux: 1.2000 11.6762
! | energy: 3.150000E+04
! | timing ok
module materials
  implicit none
  integer, parameter :: nmat = 4
  real(8) :: density(nmat)
  real(8), allocatable :: conductivity(:)
  !$omp declare target(density, conductivity)
contains
  subroutine init_materials()
    integer :: m
    allocate(conductivity(nmat))
    do m = 1, nmat
      density(m) = 1d0 + m
      conductivity(m) = 0.5d0 * m
    end do
    !$omp target update to(density, conductivity)
  end subroutine

  real(8) function harmonic(a, b)
    !$omp declare target
    real(8), intent(in) :: a, b
    harmonic = 2 * a * b / (a + b)
  end function

  pure real(8) function cell_energy(row, m)
    !$omp declare target
    real(8), intent(in) :: row(:)
    integer, intent(in) :: m
    cell_energy = density(m) * sum(row * row)
  end function
end module

module solver
  use materials
  use omp_lib
  implicit none
contains
  subroutine face_flux(mat, flux)
    integer, intent(in) :: mat(:)
    real(8), intent(out) :: flux(:)
    integer :: i, n
    n = size(mat)
    !$omp target teams distribute parallel do map(to: mat) map(from: flux)
    do i = 1, n - 1
      flux(i) = harmonic(conductivity(mat(i)), conductivity(mat(i + 1)))
    end do
  end subroutine

  real(8) function total_energy(u, mat) result(e)
    real(8), intent(in) :: u(:, :)
    integer, intent(in) :: mat(:)
    integer :: j
    e = 0
    !$omp target teams distribute parallel do reduction(+: e) map(to: u, mat)
    do j = 1, size(u, 2)
      e = e + cell_energy(u(:, j), mat(j))
    end do
  end function
end module

program declare_target_app
  use solver
  implicit none
  integer, parameter :: n = 500
  integer :: mat(n), i, j
  real(8) :: flux(n - 1), u(3, n), t0, e

  call init_materials()
  mat = [(mod(i, nmat) + 1, i = 1, n)]
  u = reshape([((dble(mod(i + j, 5)), i = 1, 3), j = 1, n)], [3, n])
  t0 = omp_get_wtime()
  call face_flux(mat, flux)
  e = total_energy(u, mat)
  print '(a,f0.4,1x,f0.4)', 'flux: ', flux(1), sum(flux(1:10))
  print '(a,es12.6)', 'energy: ', e
  if (omp_get_wtime() - t0 >= 0) print '(a)', 'timing ok'
end program
