! Reduction `min` over integer(1) on `kernels loop` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r = -30
! | PASS
program red_min_integer1
  implicit none
  integer, parameter :: n = 64
  integer(1) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = int(mod(i * 37, 61) - 30, 1)
  end do
  r = int(0, 1)
  !$acc kernels loop copyin(v) reduction(min:r)
  do i = 1, n
    r = min(r, v(i))
  end do
  ref = int(0, 1)
  do i = 1, n
    ref = min(ref, v(i))
  end do
  print '(a, i0)', 'r = ', r
  if (r == ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_min_integer1
