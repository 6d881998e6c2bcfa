! Reduction `min` over real(8) on `parallel loop` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r =         -15.0000
! | PASS
program red_min_real8
  implicit none
  integer, parameter :: n = 64
  real(8) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = real(mod(i * 37, 61) - 30, 8) * 0.5_8
  end do
  r = 0.0_8
  !$acc parallel loop copyin(v) reduction(min:r)
  do i = 1, n
    r = min(r, v(i))
  end do
  ref = 0.0_8
  do i = 1, n
    ref = min(ref, v(i))
  end do
  print '(a, f16.4)', 'r = ', r
  if (r == ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_min_real8
