! Compute: `private` and `firstprivate` arrays on a parallel construct (one copy per gang,
! §2.5.13, §2.5.14) used by the gang's loop, and a scalar firstprivate that each gang changes
! (its value after the construct is the host's under OpenACC and the changed one without it,
! so it is not printed).
! expect-exit: 0
! expect-stdout:
! | out(1), out(n) =      17.0     395.0
! | PASS
program private_arrays
  implicit none
  integer, parameter :: n = 64
  real :: coef(3), tmp(3), out(n), base
  integer :: i, j
  coef = [1.0, 2.0, 3.0]
  base = 10.0
  !$acc parallel num_gangs(4) firstprivate(coef, base) private(tmp) copyout(out)
  base = base + 1.0
  !$acc loop gang private(tmp)
  do i = 1, n
    do j = 1, 3
      tmp(j) = coef(j) * real(i)
    end do
    out(i) = tmp(1) + tmp(2) + tmp(3) + base
  end do
  !$acc end parallel
  print '(a, 2f10.1)', 'out(1), out(n) =', out(1), out(n)
  if (out(n) == 6.0 * real(n) + 11.0) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program private_arrays
