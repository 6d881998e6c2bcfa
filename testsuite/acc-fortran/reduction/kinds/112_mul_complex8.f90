! Reduction `*` over complex(8) on `parallel loop` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r =          -2.0000          0.0000
! | PASS
program red_mul_complex8
  implicit none
  integer, parameter :: n = 64
  complex(8) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = merge((0.0_8, 1.0_8), (1.0_8, 0.0_8), mod(i, 10) == 0)
  end do
  r = (2.0_8, 0.0_8)
  !$acc parallel loop copyin(v) reduction(*:r)
  do i = 1, n
    r = r * v(i)
  end do
  ref = (2.0_8, 0.0_8)
  do i = 1, n
    ref = ref * v(i)
  end do
  print '(a, 2f16.4)', 'r = ', r + (0.0, 0.0)
  if (r == ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_mul_complex8
