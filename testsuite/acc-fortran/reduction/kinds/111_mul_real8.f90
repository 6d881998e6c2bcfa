! Reduction `*` over real(8) on `parallel loop vector` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r =          48.0000
! | PASS
program red_mul_real8
  implicit none
  integer, parameter :: n = 64
  real(8) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = merge(2.0_8, 1.0_8, mod(i, 7) == 0) * merge(0.5_8, 1.0_8, mod(i, 11) == 0)
  end do
  r = 3.0_8
  !$acc parallel loop vector copyin(v) reduction(*:r)
  do i = 1, n
    r = r * v(i)
  end do
  ref = 3.0_8
  do i = 1, n
    ref = ref * v(i)
  end do
  print '(a, f16.4)', 'r = ', r
  if (r == ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_mul_real8
