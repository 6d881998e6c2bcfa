! Reduction `+` over complex(4) on `parallel loop vector` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r =          97.0000         31.5000
! | PASS
program red_add_complex4
  implicit none
  integer, parameter :: n = 64
  complex(4) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = cmplx(real(mod(i * 3, 7)) * 0.5, real(mod(i, 5)) * 0.25)
  end do
  r = (1.0_4, -1.0_4)
  !$acc parallel loop vector copyin(v) reduction(+:r)
  do i = 1, n
    r = r + v(i)
  end do
  ref = (1.0_4, -1.0_4)
  do i = 1, n
    ref = ref + v(i)
  end do
  print '(a, 2f16.4)', 'r = ', r + (0.0, 0.0)
  if (r == ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_add_complex4
