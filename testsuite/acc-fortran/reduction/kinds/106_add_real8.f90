! Reduction `+` over real(8) on `parallel loop` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r =          35.0000
! | PASS
program red_add_real8
  implicit none
  integer, parameter :: n = 64
  real(8) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = real(mod(i * 7, 13) - 4, 8) * 0.25_8
  end do
  r = 1.5_8
  !$acc parallel loop copyin(v) reduction(+:r)
  do i = 1, n
    r = r + v(i)
  end do
  ref = 1.5_8
  do i = 1, n
    ref = ref + v(i)
  end do
  print '(a, f16.4)', 'r = ', r
  if (r == ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_add_real8
