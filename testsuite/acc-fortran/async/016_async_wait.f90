! Async: compute constructs and updates on two async queues (`async(q)` with an integer
! variable of kind acc_handle_kind-compatible, §2.16), joined by `wait(1, 2)` and `wait`.
! expect-exit: 0
! expect-stdout:
! | a(1), a(2), a(n) =       4.0       7.0     901.0
! | PASS
program async_wait
  implicit none
  integer, parameter :: n = 300
  real :: a(n), b(n)
  integer :: i, q1, q2
  q1 = 1
  q2 = 2
  a = 1.0
  b = 2.0
  !$acc data copy(a, b)
  !$acc parallel loop async(q1)
  do i = 1, n
    a(i) = a(i) + real(i)
  end do
  !$acc parallel loop async(q2)
  do i = 1, n
    b(i) = b(i) * real(i)
  end do
  !$acc wait(q1, q2)
  !$acc parallel loop async(1)
  do i = 1, n
    a(i) = a(i) + b(i)
  end do
  !$acc update self(a) async(1)
  !$acc wait
  !$acc end data
  print '(a, 3f10.1)', 'a(1), a(2), a(n) =', a(1), a(2), a(n)
  if (a(n) == 1.0 + real(n) + 2.0 * real(n)) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program async_wait
