! The optional end directives of the combined constructs (OpenACC 3.3 §2.11): `!$acc end
! parallel loop`, `!$acc end kernels loop` and `!$acc end serial loop` after their DO loops,
! upper case and mixed case, with data clauses and a reduction.
! expect-exit: 0
! expect-stdout:
! | x(n)  =   2000.00
! | y(n)  =   2003.00
! | s     =  1004000.00
program end_combined_loops
  implicit none
  integer, parameter :: n = 1000
  real(8) :: x(n), y(n), s
  integer :: i
  !$acc parallel loop copyout(x)
  do i = 1, n
    x(i) = 2 * i
  end do
  !$acc end parallel loop
  !$ACC KERNELS LOOP COPYIN(X) COPYOUT(Y)
  do i = 1, n
    y(i) = x(i) + 3
  end do
  !$ACC END KERNELS LOOP
  s = 0
  !$Acc Serial Loop copyin(y) reduction(+:s)
  do i = 1, n
    s = s + y(i)
  end do
  !$Acc End Serial Loop
  print '(a, f10.2)', 'x(n)  =', x(n)
  print '(a, f10.2)', 'y(n)  =', y(n)
  print '(a, f12.2)', 's     =', s
end program end_combined_loops
