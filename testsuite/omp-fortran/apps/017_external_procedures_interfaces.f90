! Application style, an older code's layout: external procedures (no module) with
! `!$omp declare target` in another file (helpers/ompapps_kernels_ext.f90, compiled
! separately), declared here by interface bodies that carry `!$omp declare target` too, called
! from `target teams distribute parallel do` loops of a smoothing sweep; explicit-shape dummy
! arrays, `target data` around the sweeps, `reduction(+:)` and `reduction(max:)` for the
! checks.
! link-with-acc: helpers/ompapps_kernels_ext.f90
! expect-exit: 0
! expect-stdout:
! | total    86.8304777764
! | peak     10.0000000000
! | u   0.6412435536  0.6205582776  0.0227286414
subroutine smooth(n, u, v, k)
  implicit none
  integer, intent(in) :: n, k
  real(8), intent(inout) :: u(n), v(n)
  interface
    subroutine relax_point(uw, uc, ue, rnew)
      !$omp declare target
      real(8), intent(in) :: uw, uc, ue
      real(8), intent(out) :: rnew
    end subroutine
    real(8) function damp(u, k)
      !$omp declare target
      real(8), intent(in) :: u
      integer, intent(in) :: k
    end function
  end interface
  integer :: i
  !$omp target teams distribute parallel do
  do i = 2, n - 1
    call relax_point(u(i - 1), u(i), u(i + 1), v(i))
  end do
  !$omp target teams distribute parallel do
  do i = 2, n - 1
    u(i) = damp(v(i), k)
  end do
end subroutine

program external_procedures_interfaces
  implicit none
  integer, parameter :: n = 500
  real(8) :: u(n), v(n), total, peak
  integer :: i, k
  do i = 1, n
    u(i) = 0d0
    if (mod(i, 50) == 0) u(i) = 10d0
  end do
  v = 0d0
  !$omp target data map(tofrom: u) map(alloc: v)
  do k = 1, 30
    call smooth(n, u, v, k)
  end do
  total = 0d0
  peak = 0d0
  !$omp target teams distribute parallel do reduction(+:total) reduction(max:peak)
  do i = 1, n
    total = total + u(i)
    peak = max(peak, u(i))
  end do
  !$omp end target data
  print '(a,f16.10)', 'total ', total
  print '(a,f16.10)', 'peak  ', peak
  print '(a,3f14.10)', 'u ', u(50), u(51), u(60)
end program
