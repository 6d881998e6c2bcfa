! The classic pi integration: parallel do with a private x and a sum reduction; printed
! to a precision that any summation order reaches.
! expect-exit: 0
! expect-stdout:
! | pi ~   3.14159265
program pi_integration
  use omp_lib
  implicit none
  integer, parameter :: n = 1000000
  real(8) :: step, x, s, pi, t0
  integer :: i
  step = 1d0 / n
  s = 0d0
  t0 = omp_get_wtime()
!$omp parallel do private(x) reduction(+:s)
  do i = 1, n
    x = (i - 0.5d0) * step
    s = s + 4d0 / (1d0 + x * x)
  end do
  pi = step * s
  print '(a,f12.8)', 'pi ~ ', pi
  if (omp_get_wtime() - t0 < 0d0) print '(a)', 'bad clock'
end program
