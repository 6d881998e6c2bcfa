! Reduction `.eqv.` over logical(4) on `kernels loop` (OpenACC 3.3 §2.5.15): the loop's
! partial results combined with the variable's value before the construct, checked against
! the same loop on the host.
! expect-exit: 0
! expect-stdout:
! | r =  T
! | PASS
program red_eqv_logical4
  implicit none
  integer, parameter :: n = 64
  logical(4) :: v(n), r, ref
  integer :: i
  do i = 1, n
    v(i) = logical(mod(i, 5) /= 0, 4)
  end do
  r = logical(.true., 4)
  !$acc kernels loop copyin(v) reduction(.eqv.:r)
  do i = 1, n
    r = r .eqv. v(i)
  end do
  ref = logical(.true., 4)
  do i = 1, n
    ref = ref .eqv. v(i)
  end do
  print '(a, l2)', 'r = ', r
  if (r .eqv. ref) then
    print '(a)', 'PASS'
  else
    print '(a)', 'FAIL'
  end if
end program red_eqv_logical4
