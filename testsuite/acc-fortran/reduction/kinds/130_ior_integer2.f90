! Reduction `ior` over integer(2) on `parallel loop` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r = 127
! | PASS
program red_ior_integer2
  implicit none
  integer, parameter :: n = 64
  integer(2) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = int(mod(i * 37, 61) + 1, 2)
  end do
  r = int(64, 2)
  !$acc parallel loop copyin(v) reduction(ior:r)
  do i = 1, n
    r = ior(r, v(i))
  end do
  ref = int(64, 2)
  do i = 1, n
    ref = ior(ref, v(i))
  end do
  print '(a, i0)', 'r = ', r
  if (r == ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_ior_integer2
