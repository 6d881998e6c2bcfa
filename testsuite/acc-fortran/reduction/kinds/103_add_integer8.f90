! Reduction `+` over integer(8) on `parallel loop gang vector` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r = 6
! | PASS
program red_add_integer8
  implicit none
  integer, parameter :: n = 64
  integer(8) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = int(mod(i * 7, 9) - 4, 8)
  end do
  r = int(3, 8)
  !$acc parallel loop gang vector copyin(v) reduction(+:r)
  do i = 1, n
    r = r + v(i)
  end do
  ref = int(3, 8)
  do i = 1, n
    ref = ref + v(i)
  end do
  print '(a, i0)', 'r = ', r
  if (r == ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_add_integer8
