! Reduction `*` over integer(2) on `serial loop` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r = -48
! | PASS
program red_mul_integer2
  implicit none
  integer, parameter :: n = 64
  integer(2) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = int(merge(2, 1, mod(i, 13) == 0) * merge(-1, 1, mod(i, 17) == 0), 2)
  end do
  r = int(3, 2)
  !$acc serial loop copyin(v) reduction(*:r)
  do i = 1, n
    r = r * v(i)
  end do
  ref = int(3, 2)
  do i = 1, n
    ref = ref * v(i)
  end do
  print '(a, i0)', 'r = ', r
  if (r == ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_mul_integer2
