! Reduction `max` over real(4) on `parallel loop vector` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r =          15.0000
! | PASS
program red_max_real4
  implicit none
  integer, parameter :: n = 64
  real(4) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = real(mod(i * 37, 61) - 30, 4) * 0.5_4
  end do
  r = 0.0_4
  !$acc parallel loop vector copyin(v) reduction(max:r)
  do i = 1, n
    r = max(r, v(i))
  end do
  ref = 0.0_4
  do i = 1, n
    ref = max(ref, v(i))
  end do
  print '(a, f16.4)', 'r = ', r
  if (r == ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_max_real4
