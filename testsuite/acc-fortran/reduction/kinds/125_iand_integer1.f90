! Reduction `iand` over integer(1) on `kernels loop` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r = -64
! | PASS
program red_iand_integer1
  implicit none
  integer, parameter :: n = 64
  integer(1) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = int(not(2**mod(i, 6)), 1)
  end do
  r = int(-1, 1)
  !$acc kernels loop copyin(v) reduction(iand:r)
  do i = 1, n
    r = iand(r, v(i))
  end do
  ref = int(-1, 1)
  do i = 1, n
    ref = iand(ref, v(i))
  end do
  print '(a, i0)', 'r = ', r
  if (r == ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_iand_integer1
