! The equation-of-state module of testsuite/omp-fortran/apps/013, compiled separately (a
! `make FC=oxacc` build): `declare target` module procedures and a `declare target` module
! table, used from target regions of another file.
module ompapps_eos_m
  implicit none
  integer, parameter :: ntab = 8
  real(8) :: gamma_tab(ntab)
  !$omp declare target(gamma_tab)
contains
  subroutine eos_init()
    integer :: k
    do k = 1, ntab
      gamma_tab(k) = 1.4d0 + 0.05d0 * (k - 1)
    end do
    !$omp target update to(gamma_tab)
  end subroutine

  pure real(8) function pressure(rho, e, k)
    !$omp declare target
    real(8), intent(in) :: rho, e
    integer, intent(in) :: k
    pressure = (gamma_tab(k) - 1d0) * rho * e
  end function

  subroutine sound_speed(rho, p, k, c)
    !$omp declare target
    real(8), intent(in) :: rho, p
    integer, intent(in) :: k
    real(8), intent(out) :: c
    c = sqrt(gamma_tab(k) * p / rho)
  end subroutine
end module
