! reference: without -fopenacc
! The OpenACC 3.x data clause modifiers (OpenACC 3.3 §2.7.7 `copyin(readonly:)`, §2.7.9
! `copyout(zero:)`, §2.7.10 `create(zero:)`): the device copies of `copyout(zero:)` and
! `create(zero:)` arrays start at zero, so accumulating into them gives the sum alone, and a
! `readonly:` array reads as copied in. gfortran 12 does not parse the modifiers: the
! reference is the sequential meaning, where the host arrays are zero beforehand too.
! expect-exit: 0
! expect-stdout:
! | acc(1), acc(n)      =          3.0000       1500.0000
! | hist                =  125  125  125  125
! | total               =     375750.0000
program modifiers_readonly_zero
  implicit none
  integer, parameter :: n = 500
  real(8) :: a(n), acc(n), tmp(n), total
  integer :: hist(4), i, k
  do i = 1, n
    a(i) = i
  end do
  acc = 0
  tmp = 0
  hist = 0
  !$acc data copyin(readonly: a) copyout(zero: acc) create(zero: tmp)
  do k = 1, 3
    !$acc parallel loop present(a, acc, tmp)
    do i = 1, n
      acc(i) = acc(i) + a(i)
      tmp(i) = tmp(i) + 1
    end do
  end do
  !$acc parallel loop copyout(zero: hist) present(tmp)
  do i = 1, n
    if (tmp(i) == 3) then
      !$acc atomic update
      hist(mod(i, 4) + 1) = hist(mod(i, 4) + 1) + 1
    end if
  end do
  total = 0
  !$acc parallel loop reduction(+:total) present(acc)
  do i = 1, n
    total = total + acc(i)
  end do
  !$acc end data
  print '(a, 2f16.4)', 'acc(1), acc(n)      =', acc(1), acc(n)
  print '(a, 4i5)', 'hist                =', hist
  print '(a, f16.4)', 'total               =', total
end program modifiers_readonly_zero
