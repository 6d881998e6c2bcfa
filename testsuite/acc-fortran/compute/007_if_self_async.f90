! Compute: `if` clauses choosing where a construct runs (§2.5.6), and
! `kernels` with `async` and `wait` clauses chaining two queues (§2.16).
! expect-exit: 0
! expect-stdout:
! | a(n), b(n) =    514.00    257.50
! | PASS
program if_self_async
  implicit none
  integer, parameter :: n = 256
  real :: a(n), b(n)
  integer :: i
  logical :: big, host
  a = 1.0
  b = 0.0
  big = n > 100
  host = .false.
  !$acc data copy(a, b)
  !$acc parallel loop if(big)
  do i = 1, n
    a(i) = a(i) + real(i)
  end do
  !$acc parallel loop if(.not. host)
  do i = 1, n
    a(i) = 2.0 * a(i)
  end do
  !$acc kernels async(1)
  b(:) = a(:) + 1.0
  !$acc end kernels
  !$acc kernels async(2) wait(1)
  b(:) = b(:) * 0.5
  !$acc end kernels
  !$acc wait(2)
  !$acc end data
  print '(a, 2f10.2)', 'a(n), b(n) =', a(n), b(n)
  if (a(n) == 2.0 * (1.0 + real(n)) .and. b(n) == (a(n) + 1.0) * 0.5) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program if_self_async
