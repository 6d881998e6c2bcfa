! Reduction `iand` over integer(4) on `parallel loop gang vector` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r = -64
! | PASS
program red_iand_integer4
  implicit none
  integer, parameter :: n = 64
  integer(4) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = int(not(2**mod(i, 6)), 4)
  end do
  r = int(-1, 4)
  !$acc parallel loop gang vector copyin(v) reduction(iand:r)
  do i = 1, n
    r = iand(r, v(i))
  end do
  ref = int(-1, 4)
  do i = 1, n
    ref = iand(ref, v(i))
  end do
  print '(a, i0)', 'r = ', r
  if (r == ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_iand_integer4
