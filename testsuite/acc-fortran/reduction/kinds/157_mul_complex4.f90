! Reduction `*` over complex(4) on `parallel loop gang vector` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r =          -4.0000         -4.0000
! | PASS
program red_mul_complex4
  implicit none
  integer, parameter :: n = 64
  complex(4) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = merge((0.0_4, 1.0_4), (1.0_4, 0.0_4), mod(i, 10) == 0) * merge(2.0_4, 1.0_4, mod(i, 21) == 0)
  end do
  r = (0.5_4, 0.5_4)
  !$acc parallel loop gang vector copyin(v) reduction(*:r)
  do i = 1, n
    r = r * v(i)
  end do
  ref = (0.5_4, 0.5_4)
  do i = 1, n
    ref = ref * v(i)
  end do
  print '(a, 2f16.4)', 'r = ', r + (0.0, 0.0)
  if (r == ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_mul_complex4
