! Compute: a `serial` construct (one gang, one worker, vector length one) building a prefix
! sum, and a `parallel` construct with an if clause that is false (runs on the host).
! expect-exit: 0
! expect-stdout:
! | p(1:5) =     7    10    20    26    28
! | p(n) =   257
! | sum(a) =   307
! | PASS
program serial_if
  implicit none
  integer, parameter :: n = 50
  integer :: a(n), p(n), i
  logical :: on_device
  do i = 1, n
    a(i) = mod(i * 7, 11)
  end do
  !$acc serial copyin(a) copyout(p)
  p(1) = a(1)
  do i = 2, n
    p(i) = p(i - 1) + a(i)
  end do
  !$acc end serial
  on_device = .false.
  !$acc parallel loop if(on_device) copy(a)
  do i = 1, n
    a(i) = a(i) + 1
  end do
  print '(a, 5i6)', 'p(1:5) =', p(1:5)
  print '(a, i6)', 'p(n) =', p(n)
  print '(a, i6)', 'sum(a) =', sum(a)
  if (p(n) == sum(a) - n) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program serial_if
