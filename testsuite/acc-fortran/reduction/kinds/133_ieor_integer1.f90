! Reduction `ieor` over integer(1) on `parallel loop gang vector` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r = 31
! | PASS
program red_ieor_integer1
  implicit none
  integer, parameter :: n = 64
  integer(1) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = int(mod(i * 37, 61) + 1, 1)
  end do
  r = int(5, 1)
  !$acc parallel loop gang vector copyin(v) reduction(ieor:r)
  do i = 1, n
    r = ieor(r, v(i))
  end do
  ref = int(5, 1)
  do i = 1, n
    ref = ieor(ref, v(i))
  end do
  print '(a, i0)', 'r = ', r
  if (r == ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_ieor_integer1
