! Reduction `+` over complex(8) on `kernels loop` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r =          97.0000         31.5000
! | PASS
program red_add_complex8
  implicit none
  integer, parameter :: n = 64
  complex(8) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = cmplx(real(mod(i * 3, 7)) * 0.5, real(mod(i, 5)) * 0.25)
  end do
  r = (1.0_8, -1.0_8)
  !$acc kernels loop copyin(v) reduction(+:r)
  do i = 1, n
    r = r + v(i)
  end do
  ref = (1.0_8, -1.0_8)
  do i = 1, n
    ref = ref + v(i)
  end do
  print '(a, 2f16.4)', 'r = ', r + (0.0, 0.0)
  if (r == ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_add_complex8
