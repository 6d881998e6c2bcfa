! App: physical coefficients in a derived-type scalar passed to the regions as `firstprivate`
! (each gang a copy, OpenACC 3.3 §2.5.14), a region setting a member of its copy, and the same
! type in `copyin` for a kernel reading it through a module routine.
! expect-exit: 0
! expect-stdout:
! | t(1), t(n)   =    301.5000    450.0000
! | host coeffs  =      1.5000      3.0000  300.0
! | q sum        =   7875.0000
module coeff_m
  implicit none
  type coeffs
    real(8) :: a, b
    real(8) :: t0
    integer :: steps
  end type coeffs
contains
  real(8) function flux(c, x) result(q)
    !$acc routine seq
    type(coeffs), intent(in) :: c
    real(8), intent(in) :: x
    q = c%a * x + c%b
  end function flux
end module coeff_m

program firstprivate_type_coeffs
  use coeff_m
  implicit none
  integer, parameter :: n = 100
  type(coeffs) :: c
  real(8) :: t(n), q(n)
  integer :: i
  c = coeffs(1.5d0, 3.0d0, 300.0d0, 2)
  !$acc parallel loop firstprivate(c) copyout(t)
  do i = 1, n
    c%t0 = 300
    t(i) = c%t0 + c%a * i
  end do
  !$acc parallel loop copyin(c) copyout(q)
  do i = 1, n
    q(i) = flux(c, real(i, 8)) * c%steps
  end do
  print '(a, 2f12.4)', 't(1), t(n)   =', t(1), t(n)
  print '(a, 2f12.4, f7.1)', 'host coeffs  =', c%a, c%b, c%t0
  print '(a, f12.4)', 'q sum        =', sum(q) / 2
end program firstprivate_type_coeffs
