! Routine: module procedures with `!$acc routine seq` called from parallel loops (§2.15.1),
! one a function, one a subroutine updating its argument, and one calling the other.
! expect-exit: 0
! expect-stdout:
! | p(n), q(n) =     60.0000     50.0000
! | PASS
module physics_m
  implicit none
contains
  real(8) function pressure(rho, e, gamma)
    !$acc routine seq
    real(8), intent(in) :: rho, e, gamma
    pressure = (gamma - 1.0d0) * rho * e
  end function pressure

  subroutine limit(x, lo, hi)
    !$acc routine seq
    real(8), intent(inout) :: x
    real(8), intent(in) :: lo, hi
    x = max(lo, min(hi, x))
  end subroutine limit

  real(8) function limited_pressure(rho, e)
    !$acc routine seq
    real(8), intent(in) :: rho, e
    real(8) :: p
    p = pressure(rho, e, 1.4d0)
    call limit(p, 0.0d0, 50.0d0)
    limited_pressure = p
  end function limited_pressure
end module physics_m

program routine_seq_module
  use physics_m
  implicit none
  integer, parameter :: n = 200
  real(8) :: rho(n), e(n), p(n), q(n)
  integer :: i, bad
  do i = 1, n
    rho(i) = 1.0d0 + real(mod(i, 7), 8) * 0.5d0
    e(i) = real(i, 8) * 0.25d0
  end do
  !$acc parallel loop copyin(rho, e) copyout(p, q)
  do i = 1, n
    p(i) = pressure(rho(i), e(i), 1.4d0)
    q(i) = limited_pressure(rho(i), e(i))
  end do
  bad = 0
  do i = 1, n
    if (p(i) /= pressure(rho(i), e(i), 1.4d0)) bad = bad + 1
    if (q(i) /= max(0.0d0, min(50.0d0, p(i)))) bad = bad + 1
  end do
  print '(a, 2f12.4)', 'p(n), q(n) =', p(n), q(n)
  if (bad == 0) then
    print '(a)', 'PASS'
  else
    print '(a, i5)', 'FAIL', bad
  end if
end program routine_seq_module
