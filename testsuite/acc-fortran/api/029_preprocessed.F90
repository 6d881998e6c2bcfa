! Free form through the preprocessor (.F90): `_OPENACC` is defined under -fopenacc (its
! value is the implementation version, so only its presence is printed), and an `#ifdef`
! chooses the OpenACC path.
! expect-exit: 0
! expect-stdout:
! | OPENACC DEFINED
! | s =   820.0
! | PASS
program prepro
  implicit none
  integer, parameter :: n = 40
  real :: x(n), s
  integer :: i
#ifdef _OPENACC
  print '(a)', 'OPENACC DEFINED'
#else
  print '(a)', 'OPENACC NOT DEFINED'
#endif
  do i = 1, n
    x(i) = real(i)
  end do
  s = 0.0
  !$acc parallel loop copyin(x) &
  !$acc& reduction(+:s)
  do i = 1, n
    s = s + x(i)
  end do
  print '(a, f8.1)', 's =', s
  if (s == real(n * (n + 1) / 2)) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program prepro
