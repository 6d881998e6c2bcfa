! Reduction `*` over integer(4) on `serial loop` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r = 256
! | PASS
program red_mul_integer4
  implicit none
  integer, parameter :: n = 64
  integer(4) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = int(merge(2, 1, mod(i, 9) == 0), 4)
  end do
  r = int(2, 4)
  !$acc serial loop copyin(v) reduction(*:r)
  do i = 1, n
    r = r * v(i)
  end do
  ref = int(2, 4)
  do i = 1, n
    ref = ref * v(i)
  end do
  print '(a, i0)', 'r = ', r
  if (r == ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_mul_integer4
