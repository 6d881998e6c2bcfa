! The GNU extension CALL EXIT([status]) (gfortran's and nvfortran's, and how every Fortran
! program of the OpenACC V&V suite reports its result): the program ends with that exit
! status after a parallel reduction, its output flushed; EXIT without an argument is status 0
! (not reached here).
! expect-exit: 4
! expect-stdout:
! | total   250250.00
program exit_status
  implicit none
  integer, parameter :: n = 1000
  real(8) :: a(n), total
  integer :: i, failcode
  do i = 1, n
    a(i) = i * 0.5d0
  end do
  total = 0
  !$acc parallel loop copyin(a) reduction(+:total)
  do i = 1, n
    total = total + a(i)
  end do
  failcode = 0
  if (abs(total - 250250.0d0) > 1.0d-6) failcode = failcode + 1
  ! A failure code of bit 1 for a wrong sum, plus 4 so that a correct run is not status 0.
  failcode = failcode + 4
  print '(a, f12.2)', 'total', total
  call exit(failcode)
  print *, 'not reached'
end program
