! External procedures (no module) of testsuite/omp-fortran/apps/017, compiled separately:
! each has `!$omp declare target` in its specification part, as codes that predate modules
! mark their device procedures; the caller declares them with interface bodies.
subroutine relax_point(uw, uc, ue, rnew)
  !$omp declare target
  real(8), intent(in) :: uw, uc, ue
  real(8), intent(out) :: rnew
  rnew = 0.25d0 * uw + 0.5d0 * uc + 0.25d0 * ue
end subroutine

real(8) function damp(u, k)
  !$omp declare target
  real(8), intent(in) :: u
  integer, intent(in) :: k
  damp = u * (1d0 - 1d-3 * k)
end function
