! Application style, two files built one by one as `make FC=oxacc` does: the equation of
! state (helpers/ompapps_eos_m.f90) is a module with `declare target` procedures and a
! `declare target` table; this file's kernels are subroutines with assumed-shape dummies that
! call them in `target teams distribute parallel do` loops (a `reduction(max:)` for the time
! step's sound speed), with the arrays mapped by `target data` in the caller.
! link-with-acc: helpers/ompapps_eos_m.f90
! expect-exit: 0
! expect-stdout:
! | sum p    4760.31000000
! | cmax     1.8114220933
! | p   1.13850000  3.18750000  0.68000000
module hydro_m
  use ompapps_eos_m
  implicit none
contains
  subroutine update_pressure(rho, e, mat, p)
    real(8), intent(in) :: rho(:), e(:)
    integer, intent(in) :: mat(:)
    real(8), intent(out) :: p(:)
    integer :: i
    !$omp target teams distribute parallel do
    do i = 1, size(rho)
      p(i) = pressure(rho(i), e(i), mat(i))
    end do
  end subroutine

  real(8) function max_sound_speed(rho, p, mat) result(cmax)
    real(8), intent(in) :: rho(:), p(:)
    integer, intent(in) :: mat(:)
    integer :: i
    real(8) :: c
    cmax = 0d0
    !$omp target teams distribute parallel do private(c) reduction(max:cmax)
    do i = 1, size(rho)
      call sound_speed(rho(i), p(i), mat(i), c)
      cmax = max(cmax, c)
    end do
  end function
end module

program declare_target_module_other_file
  use hydro_m
  implicit none
  integer, parameter :: n = 3000
  real(8), allocatable :: rho(:), e(:), p(:)
  integer, allocatable :: mat(:)
  real(8) :: cmax
  integer :: i
  allocate(rho(n), e(n), p(n), mat(n))
  do i = 1, n
    rho(i) = 1d0 + mod(i, 10) * 0.1d0
    e(i) = 2.5d0 - mod(i, 7) * 0.2d0
    mat(i) = 1 + mod(i, ntab)
  end do
  call eos_init()
  !$omp target data map(to: rho, e, mat) map(from: p)
  call update_pressure(rho, e, mat, p)
  cmax = max_sound_speed(rho, p, mat)
  !$omp end target data
  print '(a,f16.8)', 'sum p ', sum(p)
  print '(a,f16.10)', 'cmax ', cmax
  print '(a,3f12.8)', 'p ', p(1), p(7), p(n)
end program
